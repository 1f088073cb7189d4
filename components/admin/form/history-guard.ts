/**
 * Holds back the browser's Back and Forward while a form has unsaved changes. Next.js's app
 * router restores a history entry from its own `popstate` listener on `window`; this one is
 * added in the capture phase, so it runs first and can stop the event before Next.js sees it.
 * The address has already changed by then: after asking, it either lets Next.js have the event
 * (leave) or steps the browser back to the form's entry (stay).
 */

interface NavigationEntries {
  currentEntry?: { index: number } | null;
}

/** The position of the current history entry, where the browser tells it (the Navigation API). */
function entryIndex(): number | undefined {
  return (window as { navigation?: NavigationEntries }).navigation?.currentEntry?.index;
}

// Shared by every guard on screen: the step back to the form's entry, and an agreed leave.
let returning = false;
let leaving = false;

export function guardHistory(isDirty: () => boolean, confirmLeave: () => Promise<boolean>, release: () => void): () => void {
  const formIndex = entryIndex();

  const onPopState = (event: PopStateEvent) => {
    if (leaving) return;
    if (returning) {
      // The browser is back on the form's entry, which the app still shows.
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    const now = entryIndex();
    // Without the Navigation API, assume Back (the usual way out).
    const moved = formIndex !== undefined && now !== undefined ? now - formIndex : -1;
    if (!isDirty() || moved === 0) return;
    event.stopImmediatePropagation();
    void confirmLeave().then((leave) => {
      if (!leave) {
        returning = true;
        history.go(-moved);
        return;
      }
      release();
      leaving = true;
      try {
        window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      } finally {
        leaving = false;
      }
    });
  };

  window.addEventListener('popstate', onPopState, true);
  return () => window.removeEventListener('popstate', onPopState, true);
}
