/** True on a Mac, iPhone or iPad, where the Command key (⌘) plays Ctrl's part. */
function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const hints = navigator as Navigator & { userAgentData?: { platform?: string } };
  const platform = hints.userAgentData?.platform || navigator.platform || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The hint under Continue: the spec's "Press Enter", or the multi-line field's shortcut. */
export function continueHint(key: 'Enter' | 'Ctrl+Enter' = 'Enter'): string {
  if (key === 'Enter') return 'Press Enter';
  return `Press ${isApplePlatform() ? '⌘' : 'Ctrl'}+Enter`;
}
