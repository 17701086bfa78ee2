/** The distributor's mark on the popup's round button (the header logo's drawing). */
export function PopupMark() {
  return (
    <svg viewBox="0 0 40 40" width="30" height="30" aria-hidden="true" focusable="false">
      <path d="M11 29V11h9a6 6 0 0 1 0 12h-9" fill="none" stroke="#e2c58f" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M22 23l7 6" stroke="#e2c58f" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}
