/** The API version root every route lives under (links in mails name it too). */
export const API_BASE = '/api/v2';
