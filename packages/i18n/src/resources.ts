/**
 * Every locale file, imported statically: `resources[lng][ns]`. Generated shape: one import per
 * locale × namespace (add a namespace in `locale.ts` and here).
 */
import type { Resource, ResourceLanguage } from 'i18next';
import { DEFAULT_LOCALE, NAMESPACES, type Locale, type Namespace } from './locale';

import deCommon from '../locales/de/common.json';
import deLegal from '../locales/de/legal.json';
import deLanders from '../locales/de/landers.json';
import deUi from '../locales/de/ui.json';
import deErrors from '../locales/de/errors.json';
import deProfile from '../locales/de/profile.json';
import deAccount from '../locales/de/account.json';
import deSignup from '../locales/de/signup.json';
import deEmail from '../locales/de/email.json';
import deEditor from '../locales/de/editor.json';
import deMember from '../locales/de/member.json';
import deSearch from '../locales/de/search.json';
import deLikes from '../locales/de/likes.json';
import deSwipe from '../locales/de/swipe.json';
import dePayments from '../locales/de/payments.json';
import deChat from '../locales/de/chat.json';
import deDirectdebit from '../locales/de/directdebit.json';
import deDataExport from '../locales/de/data-export.json';
import deComplaints from '../locales/de/complaints.json';
import deReport from '../locales/de/report.json';
import enCommon from '../locales/en/common.json';
import enLegal from '../locales/en/legal.json';
import enLanders from '../locales/en/landers.json';
import enUi from '../locales/en/ui.json';
import enErrors from '../locales/en/errors.json';
import enProfile from '../locales/en/profile.json';
import enAccount from '../locales/en/account.json';
import enSignup from '../locales/en/signup.json';
import enEmail from '../locales/en/email.json';
import enEditor from '../locales/en/editor.json';
import enMember from '../locales/en/member.json';
import enSearch from '../locales/en/search.json';
import enLikes from '../locales/en/likes.json';
import enSwipe from '../locales/en/swipe.json';
import enPayments from '../locales/en/payments.json';
import enChat from '../locales/en/chat.json';
import enDirectdebit from '../locales/en/directdebit.json';
import enDataExport from '../locales/en/data-export.json';
import enComplaints from '../locales/en/complaints.json';
import enReport from '../locales/en/report.json';
import esCommon from '../locales/es/common.json';
import esLegal from '../locales/es/legal.json';
import esLanders from '../locales/es/landers.json';
import esUi from '../locales/es/ui.json';
import esErrors from '../locales/es/errors.json';
import esProfile from '../locales/es/profile.json';
import esAccount from '../locales/es/account.json';
import esSignup from '../locales/es/signup.json';
import esEmail from '../locales/es/email.json';
import esEditor from '../locales/es/editor.json';
import esMember from '../locales/es/member.json';
import esSearch from '../locales/es/search.json';
import esLikes from '../locales/es/likes.json';
import esSwipe from '../locales/es/swipe.json';
import esPayments from '../locales/es/payments.json';
import esChat from '../locales/es/chat.json';
import esDirectdebit from '../locales/es/directdebit.json';
import esDataExport from '../locales/es/data-export.json';
import esComplaints from '../locales/es/complaints.json';
import esReport from '../locales/es/report.json';
import frCommon from '../locales/fr/common.json';
import frLegal from '../locales/fr/legal.json';
import frLanders from '../locales/fr/landers.json';
import frUi from '../locales/fr/ui.json';
import frErrors from '../locales/fr/errors.json';
import frProfile from '../locales/fr/profile.json';
import frAccount from '../locales/fr/account.json';
import frSignup from '../locales/fr/signup.json';
import frEmail from '../locales/fr/email.json';
import frEditor from '../locales/fr/editor.json';
import frMember from '../locales/fr/member.json';
import frSearch from '../locales/fr/search.json';
import frLikes from '../locales/fr/likes.json';
import frSwipe from '../locales/fr/swipe.json';
import frPayments from '../locales/fr/payments.json';
import frChat from '../locales/fr/chat.json';
import frDirectdebit from '../locales/fr/directdebit.json';
import frDataExport from '../locales/fr/data-export.json';
import frComplaints from '../locales/fr/complaints.json';
import frReport from '../locales/fr/report.json';
import itCommon from '../locales/it/common.json';
import itLegal from '../locales/it/legal.json';
import itLanders from '../locales/it/landers.json';
import itUi from '../locales/it/ui.json';
import itErrors from '../locales/it/errors.json';
import itProfile from '../locales/it/profile.json';
import itAccount from '../locales/it/account.json';
import itSignup from '../locales/it/signup.json';
import itEmail from '../locales/it/email.json';
import itEditor from '../locales/it/editor.json';
import itMember from '../locales/it/member.json';
import itSearch from '../locales/it/search.json';
import itLikes from '../locales/it/likes.json';
import itSwipe from '../locales/it/swipe.json';
import itPayments from '../locales/it/payments.json';
import itChat from '../locales/it/chat.json';
import itDirectdebit from '../locales/it/directdebit.json';
import itDataExport from '../locales/it/data-export.json';
import itComplaints from '../locales/it/complaints.json';
import itReport from '../locales/it/report.json';
import nlCommon from '../locales/nl/common.json';
import nlLegal from '../locales/nl/legal.json';
import nlLanders from '../locales/nl/landers.json';
import nlUi from '../locales/nl/ui.json';
import nlErrors from '../locales/nl/errors.json';
import nlProfile from '../locales/nl/profile.json';
import nlAccount from '../locales/nl/account.json';
import nlSignup from '../locales/nl/signup.json';
import nlEmail from '../locales/nl/email.json';
import nlEditor from '../locales/nl/editor.json';
import nlMember from '../locales/nl/member.json';
import nlSearch from '../locales/nl/search.json';
import nlLikes from '../locales/nl/likes.json';
import nlSwipe from '../locales/nl/swipe.json';
import nlPayments from '../locales/nl/payments.json';
import nlChat from '../locales/nl/chat.json';
import nlDirectdebit from '../locales/nl/directdebit.json';
import nlDataExport from '../locales/nl/data-export.json';
import nlComplaints from '../locales/nl/complaints.json';
import nlReport from '../locales/nl/report.json';
import plCommon from '../locales/pl/common.json';
import plLegal from '../locales/pl/legal.json';
import plLanders from '../locales/pl/landers.json';
import plUi from '../locales/pl/ui.json';
import plErrors from '../locales/pl/errors.json';
import plProfile from '../locales/pl/profile.json';
import plAccount from '../locales/pl/account.json';
import plSignup from '../locales/pl/signup.json';
import plEmail from '../locales/pl/email.json';
import plEditor from '../locales/pl/editor.json';
import plMember from '../locales/pl/member.json';
import plSearch from '../locales/pl/search.json';
import plLikes from '../locales/pl/likes.json';
import plSwipe from '../locales/pl/swipe.json';
import plPayments from '../locales/pl/payments.json';
import plChat from '../locales/pl/chat.json';
import plDirectdebit from '../locales/pl/directdebit.json';
import plDataExport from '../locales/pl/data-export.json';
import plComplaints from '../locales/pl/complaints.json';
import plReport from '../locales/pl/report.json';

export type LocaleResources = Record<Namespace, ResourceLanguage[string]>;

const bundled: Record<Locale, LocaleResources> = {
  de: {
    common: deCommon,
    legal: deLegal,
    landers: deLanders,
    ui: deUi,
    errors: deErrors,
    profile: deProfile,
    account: deAccount,
    signup: deSignup,
    email: deEmail,
    editor: deEditor,
    member: deMember,
    search: deSearch,
    likes: deLikes,
    swipe: deSwipe,
    payments: dePayments,
    chat: deChat,
    directdebit: deDirectdebit,
    'data-export': deDataExport,
    complaints: deComplaints,
    report: deReport,
  },
  en: {
    common: enCommon,
    legal: enLegal,
    landers: enLanders,
    ui: enUi,
    errors: enErrors,
    profile: enProfile,
    account: enAccount,
    signup: enSignup,
    email: enEmail,
    editor: enEditor,
    member: enMember,
    search: enSearch,
    likes: enLikes,
    swipe: enSwipe,
    payments: enPayments,
    chat: enChat,
    directdebit: enDirectdebit,
    'data-export': enDataExport,
    complaints: enComplaints,
    report: enReport,
  },
  es: {
    common: esCommon,
    legal: esLegal,
    landers: esLanders,
    ui: esUi,
    errors: esErrors,
    profile: esProfile,
    account: esAccount,
    signup: esSignup,
    email: esEmail,
    editor: esEditor,
    member: esMember,
    search: esSearch,
    likes: esLikes,
    swipe: esSwipe,
    payments: esPayments,
    chat: esChat,
    directdebit: esDirectdebit,
    'data-export': esDataExport,
    complaints: esComplaints,
    report: esReport,
  },
  fr: {
    common: frCommon,
    legal: frLegal,
    landers: frLanders,
    ui: frUi,
    errors: frErrors,
    profile: frProfile,
    account: frAccount,
    signup: frSignup,
    email: frEmail,
    editor: frEditor,
    member: frMember,
    search: frSearch,
    likes: frLikes,
    swipe: frSwipe,
    payments: frPayments,
    chat: frChat,
    directdebit: frDirectdebit,
    'data-export': frDataExport,
    complaints: frComplaints,
    report: frReport,
  },
  it: {
    common: itCommon,
    legal: itLegal,
    landers: itLanders,
    ui: itUi,
    errors: itErrors,
    profile: itProfile,
    account: itAccount,
    signup: itSignup,
    email: itEmail,
    editor: itEditor,
    member: itMember,
    search: itSearch,
    likes: itLikes,
    swipe: itSwipe,
    payments: itPayments,
    chat: itChat,
    directdebit: itDirectdebit,
    'data-export': itDataExport,
    complaints: itComplaints,
    report: itReport,
  },
  nl: {
    common: nlCommon,
    legal: nlLegal,
    landers: nlLanders,
    ui: nlUi,
    errors: nlErrors,
    profile: nlProfile,
    account: nlAccount,
    signup: nlSignup,
    email: nlEmail,
    editor: nlEditor,
    member: nlMember,
    search: nlSearch,
    likes: nlLikes,
    swipe: nlSwipe,
    payments: nlPayments,
    chat: nlChat,
    directdebit: nlDirectdebit,
    'data-export': nlDataExport,
    complaints: nlComplaints,
    report: nlReport,
  },
  pl: {
    common: plCommon,
    legal: plLegal,
    landers: plLanders,
    ui: plUi,
    errors: plErrors,
    profile: plProfile,
    account: plAccount,
    signup: plSignup,
    email: plEmail,
    editor: plEditor,
    member: plMember,
    search: plSearch,
    likes: plLikes,
    swipe: plSwipe,
    payments: plPayments,
    chat: plChat,
    directdebit: plDirectdebit,
    'data-export': plDataExport,
    complaints: plComplaints,
    report: plReport,
  },
};

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Read-only: instances work on copies (see `createI18n`). */
export const resources: Readonly<Record<Locale, Readonly<LocaleResources>>> = deepFreeze(bundled);

function pick(locale: Locale, ns: readonly Namespace[]): ResourceLanguage {
  const all = resources[locale];
  return Object.fromEntries(ns.map((n) => [n, all[n]]));
}

/**
 * The resources i18next needs for one locale: that locale's namespaces plus English as the fallback
 * (`{ nl: {...}, en: {...} }`). Pass this to a client provider so only one language reaches the browser.
 */
export function getResources(locale: Locale, ns: readonly Namespace[] = NAMESPACES): Resource {
  const out: Resource = { [DEFAULT_LOCALE]: pick(DEFAULT_LOCALE, ns) };
  if (locale !== DEFAULT_LOCALE) out[locale] = pick(locale, ns);
  return out;
}
