/** The fictional-profile icon: a mask. Decorative; it always sits next to the text "Fictional profile". */
export function FictionalIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="16" height="16">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M3 5c3 1.2 6 1.8 9 1.8S18 6.2 21 5v6c0 5-4 8.5-9 9-5-.5-9-4-9-9V5zm4.5 5.2a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zm9 0a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2zM8.5 15.5c1 1.2 2.2 1.8 3.5 1.8s2.5-.6 3.5-1.8z"
      />
    </svg>
  );
}
