/** A page's loading placeholder: a header block over a body and an aside, with a hidden status label. */

export interface PageSkeletonClassNames {
  /** The outer element (usually the page's own class, so the skeleton takes its width and spacing). */
  page: string;
  header: string;
  /** The two-column wrapper of `body` and `aside`. */
  layout: string;
  body: string;
  aside: string;
}

export function PageSkeleton({ label, classNames }: { label: string; classNames: PageSkeletonClassNames }) {
  return (
    <div className={classNames.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={`skeleton ${classNames.header}`} />
      <div className={classNames.layout}>
        <div className={`skeleton ${classNames.body}`} />
        <div className={`skeleton ${classNames.aside}`} />
      </div>
    </div>
  );
}
