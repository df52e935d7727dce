/**
 * Typed keys: `t('nav.typo')` or `t('common:missing.key')` fails the type check in every workspace that
 * imports `@dating/i18n` (index.ts pulls this file into the program). English is the source of the types.
 */
import type common from '../locales/en/common.json';
import type errors from '../locales/en/errors.json';
import type landers from '../locales/en/landers.json';
import type legal from '../locales/en/legal.json';
import type profile from '../locales/en/profile.json';
import type account from '../locales/en/account.json';
import type signup from '../locales/en/signup.json';
import type email from '../locales/en/email.json';
import type ui from '../locales/en/ui.json';
import type editor from '../locales/en/editor.json';
import type member from '../locales/en/member.json';
import type search from '../locales/en/search.json';
import type likes from '../locales/en/likes.json';
import type swipe from '../locales/en/swipe.json';
import type payments from '../locales/en/payments.json';
import type chat from '../locales/en/chat.json';
import type directdebit from '../locales/en/directdebit.json';
import type dataExport from '../locales/en/data-export.json';
import type complaints from '../locales/en/complaints.json';
import type report from '../locales/en/report.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    returnNull: false;
    returnEmptyString: false;
    resources: {
      common: typeof common;
      legal: typeof legal;
      landers: typeof landers;
      ui: typeof ui;
      errors: typeof errors;
      profile: typeof profile;
      account: typeof account;
      signup: typeof signup;
      email: typeof email;
      editor: typeof editor;
      member: typeof member;
      search: typeof search;
      likes: typeof likes;
      swipe: typeof swipe;
      payments: typeof payments;
      chat: typeof chat;
      directdebit: typeof directdebit;
      'data-export': typeof dataExport;
      complaints: typeof complaints;
      report: typeof report;
    };
  }
}
