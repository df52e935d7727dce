'use client';

import styled from 'styled-components';
import { InlineList } from '@/components/page/inline-list';
import { INTERESTS, type TInterest } from '@dating/core/contracts';
import { useTranslation } from '@dating/i18n/client';
import { stackCss } from '@dating/ui/css';

const Groups = styled.div`
  ${stackCss(4)}
`;

const GroupTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const Chips = InlineList;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background.surface};
  color: ${({ theme }) => theme.colors.text.default};
  font: inherit;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary[700]};
    background: ${({ theme }) => theme.colors.primary[700]};
    color: ${({ theme }) => theme.colors.text.inverse};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.sizes.focusRingWidth} solid ${({ theme }) => theme.colors.focus.ring};
    outline-offset: 2px;
  }
`;

const CATEGORIES = ['intimacy', 'lifestyle', 'culture', 'food'] as const;
type Category = (typeof CATEGORIES)[number];

export interface InterestChipsProps {
  /** interests.php's list (with categories); while it loads, the spec's list in one group. */
  interests: readonly TInterest[] | undefined;
  selected: readonly string[];
  onToggle: (key: string) => void;
}

/** The ~50 interests of spec §3 as toggle buttons (`aria-pressed`), grouped by category. */
export function InterestChips({ interests, selected, onToggle }: InterestChipsProps) {
  const { t } = useTranslation('editor');
  const { t: tp } = useTranslation('profile');
  const known = new Set<string>(INTERESTS);
  const list = (interests ?? []).filter((i) => known.has(i.key));
  const titles: Record<Category, string> = {
    intimacy: t('form.interests.category.intimacy'),
    lifestyle: t('form.interests.category.lifestyle'),
    culture: t('form.interests.category.culture'),
    food: t('form.interests.category.food'),
  };
  const groups: { id: string; title: string | null; keys: string[] }[] = list.length
    ? CATEGORIES.map((c) => ({
        id: c,
        title: titles[c],
        keys: list.filter((i) => i.category === c).map((i) => i.key),
      })).filter((g) => g.keys.length > 0)
    : [{ id: 'all', title: null, keys: [...INTERESTS] }];

  const chip = (key: string) => {
    const pressed = selected.includes(key);
    return (
      <li key={key}>
        <Chip type="button" aria-pressed={pressed} data-interest={key} onClick={() => onToggle(key)}>
          {pressed ? <span aria-hidden="true">✓</span> : null}
          {tp(`interests.${key}` as 'interests.hiking')}
        </Chip>
      </li>
    );
  };

  return (
    <Groups>
      {groups.map((group) => (
        <div key={group.id}>
          {group.title ? <GroupTitle id={`interests-${group.id}`}>{group.title}</GroupTitle> : null}
          <Chips aria-labelledby={group.title ? `interests-${group.id}` : undefined}>
            {group.keys.map(chip)}
          </Chips>
        </div>
      ))}
    </Groups>
  );
}
