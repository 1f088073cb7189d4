/**
 * Holds back the browser's Back and Forward while a form has unsaved changes, through the
 * Navigation API: a same-document traversal (the app router's pages are one document) is
 * cancelled before the address changes, and made again once the user agrees to leave. The
 * browser lets a page cancel a traversal only after the user has interacted with it, which
 * editing a form is. Without the API (older browsers) Back and Forward are not held back;
 * leaving the document still meets the `beforeunload` prompt.
 */

interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
  destination: { key: string; sameDocument: boolean };
}

interface Navigation extends EventTarget {
  traverseTo(key: string): unknown;
}

export function guardHistory(isDirty: () => boolean, confirmLeave: () => Promise<boolean>, release: () => void): () => void {
  const navigation = (window as { navigation?: Navigation }).navigation;
  if (!navigation) return () => {};

  const onNavigate = (event: Event) => {
    const { navigationType, cancelable, destination } = event as TraverseEvent;
    if (event.defaultPrevented || navigationType !== 'traverse' || !cancelable || !destination.sameDocument || !isDirty()) return;
    event.preventDefault();
    void confirmLeave().then((leave) => {
      if (!leave) return;
      release();
      navigation.traverseTo(destination.key);
    });
  };

  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}
