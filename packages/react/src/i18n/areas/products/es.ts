import type { AreaLocale } from '../areaTexts.js';
import type { productsTexts } from '../products.js';

/** The products screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof productsTexts> = {
  'products.title': 'Productos',
  'products.list.title': 'Sus productos',
  'products.list.empty': 'Todavía no hay productos.',
  'products.col.image': 'Imagen',
  'products.col.name': 'Nombre',
  'products.col.price': 'Precio',
  'products.col.link': 'Enlace de compra',
  'products.col.createdAt': 'Creado el',
  'products.col.actions': 'Acciones',
  'products.imageAlt': 'Imagen de {name}',
  'products.copyLink': 'Copiar enlace',
  'products.copyLinkLabel': 'Copiar el enlace de compra de {name}',
  'products.copied': 'Enlace copiado.',
  'products.copyFailed': 'No se pudo copiar el enlace.',
  'products.edit': 'Editar',
  'products.editLabel': 'Editar {name}',
  'products.form.new': 'Nuevo producto',
  'products.form.edit': 'Editar {name}',
  'products.field.name': 'Nombre',
  'products.field.description': 'Descripción',
  'products.field.price': 'Precio',
  'products.field.account': 'Pagado a (cuenta cripto)',
  'products.field.image': 'Imagen',
  'products.chooseAccount': 'Elija una cuenta cripto',
  'products.imageHint': 'PNG, JPEG, GIF, WebP o ICO, como máximo 1 MB.',
  'products.create': 'Crear producto',
  'products.save': 'Guardar cambios',
  'products.cancel': 'Cancelar',
  'products.saved': 'Producto guardado.',
  'products.failed': 'No se pudo guardar el producto.',
  'products.noCryptoAccount':
    'Los productos se pagan a una cuenta cripto; su empresa aún no tiene ninguna.',
};
