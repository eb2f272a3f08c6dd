import type { adminSystemTexts } from '../adminSystem.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-system screen's texts in Spanish: every English key, by type. */
export const es: AreaLocale<typeof adminSystemTexts> = {
  'adminSystem.title': 'Resumen del sistema',
  'adminSystem.heading': 'Resumen del sistema: {name}',
  'adminSystem.subpage.cpu': 'CPU',
  'adminSystem.subpage.hdd': 'Disco',
  'adminSystem.subpage.rabbitmq': 'Cola de mensajes',
  'adminSystem.subpage.crm_queue_upsert': 'Cola del CRM (upsert)',
  'adminSystem.subpage.crm_queue_tags': 'Cola del CRM (etiquetas)',
  'adminSystem.unknown': 'No existe ninguna serie del sistema llamada «{name}».',
  'adminSystem.source.host':
    'Medido en la máquina que ejecuta el servidor, una muestra por actualización.',
  'adminSystem.source.jobs':
    'El sandbox no ejecuta ninguna cola de mensajes: sus propios trabajos de importación e informes la sustituyen.',
  'adminSystem.noSource':
    'Esta serie no tiene fuente: el sandbox no ejecuta ninguna cola del CRM, así que no hay nada que mostrar.',
  'adminSystem.refresh': 'Se actualiza cada {seconds} s mientras esta página está visible.',
  'adminSystem.latest': 'Última muestra',
  'adminSystem.history': 'Muestras',
  'adminSystem.lastSample': 'Última muestra: {time}',
  'adminSystem.refreshFailed': 'La última actualización falló; estas son las muestras de antes.',
  'adminSystem.noSamples': 'Aún no hay muestras.',
  'adminSystem.chart.load': 'Carga de CPU en 1 minuto, de {from} a {to}',
  'adminSystem.chart.gb': 'Espacio de disco usado en GB, de {from} a {to}',
  'adminSystem.chart.jobs': 'Trabajos en espera o en curso, de {from} a {to}',
  'adminSystem.max.load': 'Carga {value}',
  'adminSystem.max.gb': '{value} GB',
  'adminSystem.max.jobs': '{value} trabajos',
  'adminSystem.chartUnavailable':
    'No se pudo mostrar el gráfico; la tabla de abajo lista las muestras.',
  'adminSystem.col.time': 'Hora',
  'adminSystem.col.load': 'Carga, 1 min',
  'adminSystem.col.gb': 'Usado (GB)',
  'adminSystem.col.jobs': 'Trabajos',
  'adminSystem.load1': 'Carga, 1 min',
  'adminSystem.load5': 'Carga, 5 min',
  'adminSystem.load15': 'Carga, 15 min',
  'adminSystem.cores': 'Núcleos',
  'adminSystem.usage': 'Carga por núcleo',
  'adminSystem.total': 'Total',
  'adminSystem.used': 'Usado',
  'adminSystem.free': 'Libre',
  'adminSystem.gb': '{value} GB',
  'adminSystem.percent': '{value} %',
  'adminSystem.waiting': 'En espera',
  'adminSystem.running': 'En curso',
};
