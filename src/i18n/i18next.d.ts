// Typed translation keys: a key missing from the English file fails the type check.
import 'i18next';
import type en from '../../locales/en/common.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof en };
  }
}
