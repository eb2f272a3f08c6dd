import type { SubmitFlow, SubmitState } from '@flexportal/core';
import type { Product } from '@flexportal/core/contract';
import { useCallback, useRef, useState } from 'react';
import { useSubmitFlow } from '../../../hooks/useSubmitFlow.js';
import type { ListLoader } from '../../../lists/index.js';
import { useFlexportalClient } from '../../../provider/FlexportalProvider.js';
import { type ProductValues, productBody, productFormData, productValues } from './productRules.js';

/** What the products view needs: the list, the product being edited and the form's flow. */
export interface ProductsModel {
  /** Loads a page of `GET manager/products` (a new one after each save). */
  load: ListLoader<Product>;
  /** The product being edited, or null while the form creates a new one. */
  editing: Product | null;
  /** Starts editing a product (its values fill the form), or back to a new one with null. */
  edit: (product: Product | null) => void;
  state: SubmitState<ProductValues, Product>;
  flow: SubmitFlow<ProductValues, Product>;
}

/**
 * The products list and the create/edit form through the one submit flow: a new product
 * goes up as multipart with its image (`POST manager/products`); an edit is
 * `PUT manager/products/{id}`, then `POST manager/products/{id}/image` when a new image
 * was chosen. The input stays after a refused save; a save reloads the list.
 */
export function useProducts(): ProductsModel {
  const client = useFlexportalClient();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Product | null>(null);
  const editingRef = useRef<Product | null>(null);
  editingRef.current = editing;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for "load again"
  const load = useCallback<ListLoader<Product>>(
    ({ page, per_page }, signal) =>
      client.http.list<Product>('manager/products', { page, per_page }, { signal }),
    [client, version],
  );
  const [state, flow] = useSubmitFlow<ProductValues, Product>({
    defaults: () => productValues(null),
    send: async (values, request) => {
      const current = editingRef.current;
      if (!current)
        return client.http.data<Product>('manager/products', {
          ...request,
          method: 'POST',
          body: productFormData(values),
        });
      const saved = await client.http.data<Product>(`manager/products/${current.id}`, {
        ...request,
        method: 'PUT',
        body: productBody(values),
      });
      if (!values.image) return saved;
      const form = new FormData();
      form.set('image', values.image);
      return client.http.data<Product>(`manager/products/${current.id}/image`, {
        ...request,
        method: 'POST',
        body: form,
      });
    },
    onSuccess: () => {
      setEditing(null);
      setVersion((v) => v + 1);
    },
  });
  const edit = useCallback(
    (product: Product | null) => {
      setEditing(product);
      flow.setDraft(productValues(product));
    },
    [flow],
  );
  return { load, editing, edit, state, flow };
}
