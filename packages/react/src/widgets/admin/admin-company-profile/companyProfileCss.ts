import { listCss } from '../../../lists/listCss.js';
import { paymentFormCss } from '../../payments/formCss.js';
import { overviewCss } from '../../transactions/overview/overviewCss.js';

/** The overview's cards and rows, the form kit and the employees' list. */
export const companyProfileCss = `${overviewCss}
${paymentFormCss}
${listCss}`;
