import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCampaign } from '../test/campaign-fixture';
import { LANDER_TEMPLATES, ZCampaign } from './campaign-schema';

const CAMPAIGNS = path.resolve(__dirname, '../../campaigns');

describe('ZCampaign', () => {
  it.each(LANDER_TEMPLATES)('accepts the %s template', (template) => {
    expect(createCampaign({ template }).template).toBe(template);
  });

  it('refuses a template that does not exist', () => {
    expect(() => ZCampaign.parse({ ...createCampaign(), template: 'nosuchtemplate' })).toThrow();
  });

  it.each(readdirSync(CAMPAIGNS).filter((f) => f.endsWith('.json')))('validates campaigns/%s', (file) => {
    const campaign = ZCampaign.parse(JSON.parse(readFileSync(path.join(CAMPAIGNS, file), 'utf8')));
    expect(`${campaign.name}.json`).toBe(file);
  });
});
