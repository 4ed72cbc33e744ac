import { Clock, Crown, Lock, LogIn, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';

export type BlockingOverlayType = 'premium' | 'expired' | 'not-logged' | 'restricted' | 'default';

interface OverlayAction {
  label: string;
  href?: string;
  onClick?: () => void;
}

interface OverlayContent {
  icon: typeof Lock;
  title: string;
  description: string;
  primary: OverlayAction;
  secondary: OverlayAction;
}

export interface BlockingOverlayProps {
  type: BlockingOverlayType;
  /** Where 'restricted' and 'default' send the user (spec: /aluno; the guard passes the user's own area). */
  homeHref?: string;
  /** The expired overlay's 'Contatar suporte' action. */
  onContactSupport?: () => void;
  /** Shown inside a page (e.g. instead of a course's lessons) rather than over the whole screen. */
  inline?: boolean;
}

function contentFor({ type, homeHref = paths.aluno.dashboard, onContactSupport }: BlockingOverlayProps): OverlayContent {
  switch (type) {
    case 'premium':
      return {
        icon: Crown,
        title: 'Conteúdo Premium',
        description: 'Este conteúdo é exclusivo para assinantes. Assine um plano para desbloquear todos os cursos da plataforma.',
        primary: { label: 'Assinar agora', href: paths.aluno.subscription },
        secondary: { label: 'Ver planos', href: paths.publicPlans },
      };
    case 'expired':
      return {
        icon: Clock,
        title: 'Assinatura expirada',
        description: 'Sua assinatura expirou há 3 dias. Renove para continuar acessando os cursos.',
        primary: { label: 'Renovar assinatura', href: paths.aluno.subscription },
        secondary: { label: 'Contatar suporte', onClick: onContactSupport ?? (() => console.info('contatar suporte')) },
      };
    case 'not-logged':
      return {
        icon: LogIn,
        title: 'Acesso restrito',
        description: 'Você precisa entrar na sua conta para acessar esta página.',
        primary: { label: 'Fazer login', href: paths.home },
        secondary: { label: 'Voltar ao início', href: paths.home },
      };
    case 'restricted':
      return {
        icon: ShieldAlert,
        title: 'Acesso não autorizado',
        description: 'Seu perfil não tem permissão para acessar esta área.',
        primary: { label: 'Ir para minha área', href: homeHref },
        secondary: { label: 'Voltar', href: homeHref },
      };
    default:
      return {
        icon: Lock,
        title: 'Conteúdo bloqueado',
        description: 'Este conteúdo não está disponível para você no momento.',
        primary: { label: 'Ir para o início', href: homeHref },
        secondary: { label: 'Voltar', href: homeHref },
      };
  }
}

function ActionButton({ action, variant }: { action: OverlayAction; variant: 'default' | 'outline' }) {
  if (action.href) {
    return (
      <Button asChild variant={variant} className="w-full sm:w-auto">
        <Link href={action.href}>{action.label}</Link>
      </Button>
    );
  }
  return (
    <Button variant={variant} onClick={action.onClick} className="w-full sm:w-auto">
      {action.label}
    </Button>
  );
}

/** The spec's blocking overlay: premium, expired, not-logged, restricted and a default. */
export function BlockingOverlay(props: BlockingOverlayProps) {
  const content = contentFor(props);
  const Icon = content.icon;
  const panel = (
    <div
      role="alertdialog"
      aria-labelledby={`overlay-title-${props.type}`}
      aria-describedby={`overlay-desc-${props.type}`}
      data-overlay={props.type}
      className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-xl"
    >
      <div className="mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full bg-primary/15 text-primary">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </div>
      <h2 id={`overlay-title-${props.type}`} className="text-xl font-bold">
        {content.title}
      </h2>
      <p id={`overlay-desc-${props.type}`} className="mt-2 text-sm text-muted-foreground">
        {content.description}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <ActionButton action={content.primary} variant="default" />
        <ActionButton action={content.secondary} variant="outline" />
      </div>
    </div>
  );
  if (props.inline) return <div className="flex justify-center py-10">{panel}</div>;
  return <div className="fixed inset-0 z-40 flex items-center justify-center bg-background/90 p-4 backdrop-blur-sm">{panel}</div>;
}
