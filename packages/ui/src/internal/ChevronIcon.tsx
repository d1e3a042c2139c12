/** The downward chevron of controls that open a list; decorative, the button carries the name. */
export const ChevronIcon = () => (
  <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
    <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
