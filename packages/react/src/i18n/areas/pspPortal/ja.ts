import type { AreaLocale } from '../areaTexts.js';
import type { pspPortalTexts } from '../pspPortal.js';

/** The PSP portal screens' texts in Japanese: every English key, by type. */
export const ja: AreaLocale<typeof pspPortalTexts> = {
  'pspPortal.title': 'PSPポータル',
  'pspPortal.notEnabled': 'PSPポータルは貴社で有効になっていません。',
  'pspPortal.signedUp': '貴社は加盟店 {merchant} として登録されています。',
  'pspPortal.notSignedUp': '貴社はまだPSPポータルに登録されていません。',
  'pspPortal.loadFailed': 'PSPポータルを読み込めませんでした。後でもう一度お試しください。',
  'pspPortal.lookup': '支払いの照会',
  'pspPortal.paymentId': '支払いID',
  'pspPortal.lookUp': '照会',
  'pspPortal.payment': '支払い {id}',
  'pspPortal.type': '種類',
  'pspPortal.status': 'ステータス',
  'pspPortal.amount': '金額',
  'pspPortal.reference': '参照',
  'pspPortal.created': '作成日時',
};
