/** Where customer service mail goes; set VITE_SUPPORT_EMAIL at build time. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@mizan.example';
