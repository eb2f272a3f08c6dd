import type { AreaLocale } from '../areaTexts.js';
import type { countryPickerTexts } from '../countryPicker.js';

/** The country picker's texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof countryPickerTexts> = {
  'countryPicker.choose': '国を選択',
  'countryPicker.loading': '国の一覧を読み込んでいます…',
  'countryPicker.failed':
    '国の一覧を読み込めませんでした。接続を確認して、もう一度お試しください。',
  'countryPicker.retry': '再試行',
};
