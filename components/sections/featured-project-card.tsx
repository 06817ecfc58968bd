import { CardPhoto } from '@/components/ui/card-photo';
import type { FeaturedProject } from '@/content/types';
import { Icon } from '@/components/ui/icon';

export function FeaturedProjectCard({ project }: { project: FeaturedProject }) {
  return (
    <article className="flex flex-col overflow-hidden card sm:row-span-6 sm:grid sm:grid-rows-subgrid sm:gap-0">
      <CardPhoto photo={project.image} sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw" label={project.type} />
      <div className="flex flex-1 flex-col p-6 sm:contents">
        <h3 className="text-xl font-semibold text-sea-950 sm:px-6 sm:pt-6">{project.name}</h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted sm:px-6">
          <Icon name="pin" size="4" />
          {project.location}
        </p>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted sm:px-6">
          <Icon name="shield" size="4" />
          {project.titleDeed}
        </p>
        <p className="mt-4 text-2xl font-bold text-sea-800 sm:px-6">
          {project.price}
          {project.vat ? <span className="ms-2 text-sm font-medium text-muted">{project.vat}</span> : null}
        </p>
        <p className="mt-2 flex items-start gap-2 text-sm font-medium text-sand-800 sm:px-6 sm:pb-6">
          <Icon name="check" size="4" className="mt-0.5" />
          {project.highlight}
        </p>
      </div>
    </article>
  );
}
