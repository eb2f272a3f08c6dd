import type { adminSystemTexts } from '../adminSystem.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-system screen's texts in German: every English key, by type. */
export const de: AreaLocale<typeof adminSystemTexts> = {
  'adminSystem.title': 'Systemübersicht',
  'adminSystem.heading': 'Systemübersicht: {name}',
  'adminSystem.subpage.cpu': 'CPU',
  'adminSystem.subpage.hdd': 'Festplatte',
  'adminSystem.subpage.rabbitmq': 'Nachrichtenwarteschlange',
  'adminSystem.subpage.crm_queue_upsert': 'CRM-Warteschlange (Upsert)',
  'adminSystem.subpage.crm_queue_tags': 'CRM-Warteschlange (Tags)',
  'adminSystem.unknown': 'Es gibt keine Systemreihe namens „{name}“.',
  'adminSystem.source.host':
    'Gemessen auf dem Rechner, auf dem der Server läuft, ein Messwert pro Aktualisierung.',
  'adminSystem.source.jobs':
    'Die Sandbox betreibt keine Nachrichtenwarteschlange: Ihre eigenen Import- und Berichtsaufträge stehen dafür.',
  'adminSystem.noSource':
    'Diese Reihe hat keine Quelle: Die Sandbox betreibt keine CRM-Warteschlange, daher gibt es nichts anzuzeigen.',
  'adminSystem.refresh': 'Wird alle {seconds} s aktualisiert, solange diese Seite sichtbar ist.',
  'adminSystem.latest': 'Neuester Messwert',
  'adminSystem.history': 'Messwerte',
  'adminSystem.lastSample': 'Letzter Messwert: {time}',
  'adminSystem.refreshFailed':
    'Die letzte Aktualisierung ist fehlgeschlagen; dies sind die Messwerte von vorher.',
  'adminSystem.noSamples': 'Noch kein Messwert.',
  'adminSystem.chart.load': 'CPU-Last über 1 Minute, {from} bis {to}',
  'adminSystem.chart.gb': 'Belegter Speicherplatz in GB, {from} bis {to}',
  'adminSystem.chart.jobs': 'Wartende oder laufende Aufträge, {from} bis {to}',
  'adminSystem.max.load': 'Last {value}',
  'adminSystem.max.gb': '{value} GB',
  'adminSystem.max.jobs': '{value} Aufträge',
  'adminSystem.chartUnavailable':
    'Das Diagramm konnte nicht angezeigt werden; die Tabelle darunter listet die Messwerte.',
  'adminSystem.col.time': 'Zeit',
  'adminSystem.col.load': 'Last, 1 Min.',
  'adminSystem.col.gb': 'Belegt (GB)',
  'adminSystem.col.jobs': 'Aufträge',
  'adminSystem.load1': 'Last, 1 Min.',
  'adminSystem.load5': 'Last, 5 Min.',
  'adminSystem.load15': 'Last, 15 Min.',
  'adminSystem.cores': 'Kerne',
  'adminSystem.usage': 'Last pro Kern',
  'adminSystem.total': 'Gesamt',
  'adminSystem.used': 'Belegt',
  'adminSystem.free': 'Frei',
  'adminSystem.gb': '{value} GB',
  'adminSystem.percent': '{value} %',
  'adminSystem.waiting': 'Wartend',
  'adminSystem.running': 'Laufend',
};
