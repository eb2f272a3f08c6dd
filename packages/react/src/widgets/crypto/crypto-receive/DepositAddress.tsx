import { useState } from 'react';
import { copyToClipboard } from '../../../helpers/clipboard.js';
import { cryptoReceiveTexts } from '../../../i18n/areas/cryptoReceive.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { QrCode } from '../../../ui/QrCode.js';

/** Props of {@link DepositAddress}. */
export interface DepositAddressProps {
  /** The deposit address. */
  address: string;
  /** The payment link of address, amount and label (PP-2.5-07). */
  link: string;
}

/** The deposit address and payment link as text, each with a copy button, and the link's QR code. */
export function DepositAddress({ address, link }: DepositAddressProps) {
  const t = useT(cryptoReceiveTexts);
  const [copied, setCopied] = useState<'address' | 'link' | 'failed' | null>(null);
  const copy = async (what: 'address' | 'link', text: string) =>
    setCopied((await copyToClipboard(text)) ? what : 'failed');
  return (
    <section className="fp-total" part="deposit-address" aria-labelledby="fp-deposit-address">
      <h3 className="fp-total__title" id="fp-deposit-address">
        {t('cryptoReceive.addressTitle')}
      </h3>
      <dl className="fp-total__rows">
        <div className="fp-total__row">
          <dt>{t('cryptoReceive.address')}</dt>
          <dd className="fp-address" data-testid="deposit-address">
            {address}
          </dd>
        </div>
        <div className="fp-total__row">
          <dt>{t('cryptoReceive.link')}</dt>
          <dd className="fp-address" data-testid="payment-link">
            {link}
          </dd>
        </div>
      </dl>
      <p className="fp-crypto__row">
        <Button variant="secondary" onClick={() => void copy('address', address)}>
          {t('cryptoReceive.copyAddress')}
        </Button>
        <Button variant="secondary" onClick={() => void copy('link', link)}>
          {t('cryptoReceive.copyLink')}
        </Button>
        <span role="status" className="fp-crypto__hint">
          {copied === 'failed'
            ? t('cryptoReceive.copyFailed')
            : copied
              ? t('cryptoReceive.copied')
              : ''}
        </span>
      </p>
      <QrCode value={link} label={t('cryptoReceive.qr')} />
    </section>
  );
}
