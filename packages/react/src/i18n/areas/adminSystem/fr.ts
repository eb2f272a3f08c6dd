import type { adminSystemTexts } from '../adminSystem.js';
import type { AreaLocale } from '../areaTexts.js';

/** The admin-system screen's texts in French: every English key, by type. */
export const fr: AreaLocale<typeof adminSystemTexts> = {
  'adminSystem.title': "Vue d'ensemble du système",
  'adminSystem.heading': "Vue d'ensemble du système : {name}",
  'adminSystem.subpage.cpu': 'Processeur',
  'adminSystem.subpage.hdd': 'Disque',
  'adminSystem.subpage.rabbitmq': 'File de messages',
  'adminSystem.subpage.crm_queue_upsert': 'File du CRM (upsert)',
  'adminSystem.subpage.crm_queue_tags': 'File du CRM (étiquettes)',
  'adminSystem.unknown': 'Aucune série système ne s’appelle « {name} ».',
  'adminSystem.source.host':
    'Mesuré sur la machine qui fait tourner le serveur, une mesure par actualisation.',
  'adminSystem.source.jobs':
    'Le bac à sable ne fait tourner aucune file de messages : ses propres tâches d’import et de rapport en tiennent lieu.',
  'adminSystem.noSource':
    'Cette série n’a pas de source : le bac à sable ne fait tourner aucune file du CRM, il n’y a donc rien à afficher.',
  'adminSystem.refresh': 'Actualisé toutes les {seconds} s tant que cette page est visible.',
  'adminSystem.latest': 'Dernière mesure',
  'adminSystem.history': 'Mesures',
  'adminSystem.lastSample': 'Dernière mesure : {time}',
  'adminSystem.refreshFailed': 'La dernière actualisation a échoué ; voici les mesures d’avant.',
  'adminSystem.noSamples': 'Aucune mesure pour l’instant.',
  'adminSystem.chart.load': 'Charge du processeur sur 1 minute, de {from} à {to}',
  'adminSystem.chart.gb': 'Espace disque utilisé en Go, de {from} à {to}',
  'adminSystem.chart.jobs': 'Tâches en attente ou en cours, de {from} à {to}',
  'adminSystem.max.load': 'Charge {value}',
  'adminSystem.max.gb': '{value} Go',
  'adminSystem.max.jobs': '{value} tâches',
  'adminSystem.chartUnavailable':
    'Le graphique n’a pas pu être affiché ; le tableau ci-dessous liste les mesures.',
  'adminSystem.col.time': 'Heure',
  'adminSystem.col.load': 'Charge, 1 min',
  'adminSystem.col.gb': 'Utilisé (Go)',
  'adminSystem.col.jobs': 'Tâches',
  'adminSystem.load1': 'Charge, 1 min',
  'adminSystem.load5': 'Charge, 5 min',
  'adminSystem.load15': 'Charge, 15 min',
  'adminSystem.cores': 'Cœurs',
  'adminSystem.usage': 'Charge par cœur',
  'adminSystem.total': 'Total',
  'adminSystem.used': 'Utilisé',
  'adminSystem.free': 'Libre',
  'adminSystem.gb': '{value} Go',
  'adminSystem.percent': '{value} %',
  'adminSystem.waiting': 'En attente',
  'adminSystem.running': 'En cours',
};
