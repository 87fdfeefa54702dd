'use client';

/**
 * What tells a visitor whose tab is elsewhere that their turn has come (issue 45): the tab's
 * title, a short tone (only when they turned sound on) and a system notification (only when they
 * allowed it, asked from a button, never on load).
 */

/** The Notification API's permission here, or null where there is none. */
export function notificationPermission(): NotificationPermission | null {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : null;
}

/** A short two-note chime made on the spot (no file to fetch); silent where audio is unavailable. */
export function playTurnSound(): void {
  try {
    const context = new AudioContext();
    const start = context.currentTime;
    [880, 1175].forEach((frequency, i) => {
      const tone = context.createOscillator();
      const gain = context.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, start + i * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.001, start + i * 0.18 + 0.16);
      tone.connect(gain).connect(context.destination);
      tone.start(start + i * 0.18);
      tone.stop(start + i * 0.18 + 0.17);
    });
    setTimeout(() => void context.close(), 1000);
  } catch {
    // no audio here: the title and the notification still tell
  }
}

/** A system notification, when the visitor allowed them; a click brings the tab back. */
export function notifyTurn(title: string, body: string): void {
  if (notificationPermission() !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag: 'queue-turn' });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // some browsers allow notifications only from a service worker: the title still tells
  }
}
