import { GraduationCapIcon as GraduationCap } from '#web/components/ui/shell-icons.tsx';
import { Link } from 'wouter';
import { usePlatformName } from '#web/features/settings/api/get-public-settings.ts';

export function Brand({ href }: { href: string }) {
  const name = usePlatformName();
  return (
    <Link href={href} className="flex items-center gap-2 font-bold" aria-label={`${name} — início da área`}>
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <GraduationCap className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="hidden text-lg sm:inline">{name}</span>
    </Link>
  );
}
