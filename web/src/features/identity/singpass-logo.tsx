/** A simple drawn provider mark (not the provider's artwork): a white badge with a stylised "S". */
export function SingpassLogo() {
  return (
    <svg className="singpass-logo" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="22" height="22" rx="6" fill="#fff" />
      <path
        d="M16.5 7.2c-.9-1-2.3-1.6-4-1.6-2.3 0-4 1.2-4 3.1 0 4 7.4 2.4 7.4 5.6 0 1.3-1.3 2.2-3.3 2.2-1.7 0-3.1-.6-4.1-1.8"
        fill="none"
        stroke="#e0241b"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
