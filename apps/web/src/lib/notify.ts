// Toasts (sonner) load on first use so they stay out of the first route's JavaScript. One toast at a time
// (spec 9): a new message replaces the one showing.
export async function notify(message: string, kind: 'success' | 'error' | 'info' = 'info'): Promise<void> {
  const { toast } = await import('sonner');
  toast.dismiss();
  toast[kind](message);
}
