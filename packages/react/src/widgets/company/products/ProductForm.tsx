import type { BankAccount } from '@flexportal/core/contract';
import { productsTexts } from '../../../i18n/areas/products.js';
import { translateCoreText } from '../../../i18n/coreText.js';
import { useT } from '../../../provider/FlexportalProvider.js';
import { Button } from '../../../ui/Button.js';
import { Field } from '../../../ui/Field.js';
import { FlowForm } from '../../../ui/FlowForm.js';
import { SelectField } from '../../../ui/SelectField.js';
import type { ProductValues } from './productRules.js';
import type { ProductsModel } from './useProducts.js';

/** Props of {@link ProductForm}. */
export interface ProductFormProps {
  model: ProductsModel;
  /** The company's crypto accounts (empty while loading). */
  accounts: readonly BankAccount[];
}

const errorsOf = (message: string | undefined) => (message ? [message] : undefined);

/**
 * Name, description, price, the crypto account it is paid to and an image, for a new
 * product or the one being edited. The server's messages sit beside the fields (the image's
 * content check too); a saved product is announced politely.
 */
export function ProductForm({ model, accounts }: ProductFormProps) {
  const t = useT(productsTexts);
  const { state, flow, editing } = model;
  const { draft, errors } = state;
  const change = (patch: Partial<ProductValues>) => flow.setDraft(patch);
  return (
    <FlowForm
      className="fp-products__form"
      state={state}
      onSubmit={() => void flow.submit()}
      title={editing ? t('products.form.edit', { name: editing.name }) : t('products.form.new')}
      failure={(message) => (message ? translateCoreText(t, message) : t('products.failed'))}
    >
      <div className="fp-grid">
        <Field
          label={t('products.field.name')}
          name="name"
          data-field="name"
          value={draft.name}
          maxLength={120}
          errors={errorsOf(errors.name)}
          onChange={(e) => change({ name: e.currentTarget.value })}
        />
        <Field
          label={t('products.field.price')}
          name="price"
          data-field="price"
          inputMode="decimal"
          value={draft.price}
          errors={errorsOf(errors.price ?? errors.amount)}
          onChange={(e) => change({ price: e.currentTarget.value })}
        />
        <SelectField
          label={t('products.field.account')}
          name="bank_account_id"
          data-field="bank_account_id"
          value={draft.bank_account_id}
          placeholder={t('products.chooseAccount')}
          options={accounts.map((a) => ({
            value: String(a.id),
            label: `${a.name} (${a.currency})`,
          }))}
          errors={errorsOf(errors.bank_account_id)}
          onChange={(e) => change({ bank_account_id: e.currentTarget.value })}
        />
        <Field
          label={t('products.field.description')}
          name="description"
          data-field="description"
          value={draft.description}
          maxLength={2000}
          errors={errorsOf(errors.description)}
          onChange={(e) => change({ description: e.currentTarget.value })}
        />
        <Field
          // A new key after each save empties the file input with the draft.
          key={`${editing?.id ?? 'new'}-${state.result?.id ?? ''}`}
          label={t('products.field.image')}
          name="image"
          data-field="image"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp,image/x-icon"
          hint={t('products.imageHint')}
          errors={errorsOf(errors.image)}
          onChange={(e) => change({ image: e.currentTarget.files?.[0] ?? null })}
        />
      </div>
      <div className="fp-actions">
        <Button type="submit" busy={state.status === 'submitting'}>
          {editing ? t('products.save') : t('products.create')}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={() => model.edit(null)}>
            {t('products.cancel')}
          </Button>
        ) : null}
        <span role="status">{state.outcome === 'done' ? t('products.saved') : null}</span>
      </div>
    </FlowForm>
  );
}
