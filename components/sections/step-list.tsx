type Step = {
  /** Shown in the numbered marker; the heading already says it in words, so the marker is hidden from assistive technology. */
  number: string;
  /** The step's full heading, e.g. "Step 1: Set your budget and choose an area". */
  heading: string;
  text: string;
  /** Key figures of the step, shown as chips, e.g. "€2,000-5,000 fee". */
  facts?: string[];
};

/** A numbered process as an ordered list: one h3 per step, joined by a line down the start edge. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="list-none">
      {steps.map((step, index) => (
        <li key={step.heading} className="flex gap-4 sm:gap-6">
          <div aria-hidden="true" className="flex flex-col items-center">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sea-700 text-base font-bold text-white sm:size-12 sm:text-lg">
              {step.number}
            </span>
            {index < steps.length - 1 ? <span className="my-2 w-0.5 flex-1 rounded-full bg-sea-200" /> : null}
          </div>
          <div className="min-w-0 flex-1 pb-10 sm:pt-1.5 sm:pb-12">
            <h3 className="pt-1.5 text-xl font-semibold text-balance text-sea-950 sm:pt-0 sm:text-2xl">{step.heading}</h3>
            <p className="mt-3 max-w-measure text-base leading-7 text-ink sm:text-lg sm:leading-8">{step.text}</p>
            {step.facts?.length ? (
              <ul className="mt-4 flex flex-wrap gap-2">
                {step.facts.map((fact) => (
                  <li key={fact} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-sand-800">
                    {fact}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
