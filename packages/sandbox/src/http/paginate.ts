/** Laravel-style list meta (PP-3.1, PP-9: default page 1, per_page 100). */
export function listMeta(total: number, page: number, perPage: number, url: string) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - offset));
  return {
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    path: url.split('?')[0] as string,
    from: count > 0 ? offset + 1 : null,
    to: count > 0 ? offset + count : null,
    total,
  };
}
