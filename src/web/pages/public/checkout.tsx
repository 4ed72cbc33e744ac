import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearch } from 'wouter';
import type { CouponQuote, SignUpResult } from '#contracts/billing';
import { paths } from '#web/lib/paths.ts';
import { Brand } from '#web/components/layout/brand.tsx';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useCheckCoupon } from '#web/features/billing/api/check-coupon.ts';
import { usePlans } from '#web/features/billing/api/get-plans.ts';
import { useSubscription } from '#web/features/billing/api/get-subscription.ts';
import { CheckoutPayment, type PaidResult } from '#web/features/billing/components/checkout-payment.tsx';
import { CheckoutSuccess } from '#web/features/billing/components/checkout-success.tsx';
import { OrderSummary } from '#web/features/billing/components/order-summary.tsx';
import { SignUpForm } from '#web/features/billing/components/sign-up-form.tsx';
import { SignUpSent } from '#web/features/billing/components/sign-up-sent.tsx';
import { usePublicSettings } from '#web/features/settings/api/get-public-settings.ts';
import { formatDate } from '#web/lib/format.ts';

/**
 * /assinatura/checkout/:planId[?cupom=CODE] — public: a visitor creates a student account
 * (confirmed by the link mailed to it, which comes back here with the coupon) or signs in,
 * applies a coupon and pays in the sandbox.
 */
export default function CheckoutPage() {
  const { planId = '' } = useParams<{ planId: string }>();
  const couponFromLink = new URLSearchParams(useSearch()).get('cupom');
  const plans = usePlans();
  const passwordMinLength = usePublicSettings().data?.passwordMinLength ?? 8;
  const session = useSession();
  const user = session.data ?? null;
  const isStudent = user?.role === 'aluno';
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  const [result, setResult] = useState<PaidResult | null>(null);
  const [signUpSent, setSignUpSent] = useState<SignUpResult | null>(null);
  const subscription = useSubscription({ enabled: isStudent && !result });
  const plan = plans.data?.find((p) => p.id === planId);


  // The confirmation link brings back the coupon the visitor had applied: priced again here.
  const checkCoupon = useCheckCoupon();
  const couponRequested = useRef(false);
  useEffect(() => {
    if (!plan || !couponFromLink || couponRequested.current) return;
    couponRequested.current = true;
    checkCoupon.mutate({ code: couponFromLink, planId: plan.id }, { onSuccess: setCoupon });
  }, [plan, couponFromLink, checkCoupon]);

  let body: ReactNode;
  if (plans.isLoading) {
    body = <Skeleton className="h-96 w-full" />;
  } else if (!plan) {
    body = (
      <Card>
        <CardContent className="space-y-4 p-10 text-center">
          <h1 className="text-2xl font-bold">Plano não encontrado</h1>
          <p className="text-muted-foreground">Este plano não existe ou não está mais disponível.</p>
          <Button asChild>
            <Link href={paths.publicPlans}>Ver planos</Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else if (result) {
    body = <CheckoutSuccess result={result} />;
  } else {
    const activeSubscription = subscription.data?.hasAccess ? subscription.data : null;
    body = (
      <>
        <h1 className="mb-6 text-3xl font-bold">Assinar Plano {plan.name}</h1>
        {/* The summary comes first in the page, as a phone shows it: a page drawn while it still
            arrives never has the summary appear above the forms and push them down. */}
        <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
          <div className="lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1 lg:self-start">
            <OrderSummary plan={plan} coupon={coupon} onCouponChange={setCoupon} />
          </div>
          <div className="space-y-6 lg:col-start-1 lg:row-start-1">
            <Card>
              <CardHeader>
                <CardTitle as="h2">1. Sua conta</CardTitle>
              </CardHeader>
              <CardContent>
                {session.isLoading ? (
                  <Skeleton className="h-24 w-full" />
                ) : !user && signUpSent ? (
                  <SignUpSent result={signUpSent} onBack={() => setSignUpSent(null)} />
                ) : !user ? (
                  <Tabs defaultValue="criar-conta">
                    <TabsList className="grid w-full grid-cols-2">
                      <TabsTrigger value="criar-conta">Criar conta</TabsTrigger>
                      <TabsTrigger value="entrar">Já tenho conta</TabsTrigger>
                    </TabsList>
                    <TabsContent value="criar-conta">
                      <SignUpForm planId={plan.id} couponCode={coupon?.code} onSent={setSignUpSent} passwordMinLength={passwordMinLength} />
                    </TabsContent>
                    <TabsContent value="entrar">
                      <LoginForm onSignedIn={() => undefined} />
                    </TabsContent>
                  </Tabs>
                ) : (
                  <p className="text-sm" data-testid="checkout-account">
                    Conectado como <strong>{user.name}</strong> ({user.email}).
                  </p>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle as="h2">2. Pagamento</CardTitle>
              </CardHeader>
              <CardContent>
                {!user ? (
                  <p className="text-sm text-muted-foreground">
                    {signUpSent ? 'Confirme seu e-mail pelo link recebido para continuar com o pagamento.' : 'Crie sua conta ou entre para continuar com o pagamento.'}
                  </p>
                ) : !isStudent ? (
                  <p className="text-sm" role="alert">
                    Assinaturas são exclusivas para contas de aluno. Saia e entre com uma conta de aluno para assinar.
                  </p>
                ) : subscription.isLoading ? (
                  <Skeleton className="h-40 w-full" />
                ) : activeSubscription ? (
                  <div className="space-y-3 text-sm" data-testid="already-subscribed">
                    <p>
                      Você já possui uma assinatura do Plano {activeSubscription.plan.name}, com acesso até{' '}
                      {formatDate(activeSubscription.currentPeriodEnd)}. Para trocar de plano ou reativar a renovação, use Minha Assinatura.
                    </p>
                    <Button asChild>
                      <Link href={paths.aluno.subscription}>Ir para Minha Assinatura</Link>
                    </Button>
                  </div>
                ) : (
                  <CheckoutPayment plan={plan} coupon={coupon} onPaid={setResult} />
                )}
              </CardContent>
            </Card>
          </div>
        </div>
      </>
    );
  }

  return (
    <PageFrame>
      <div className="min-h-screen bg-background">
        <header className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Brand href={paths.home} />
          <ThemeToggle />
        </header>
        <main id="conteudo" className="mx-auto max-w-6xl px-4 pb-16 pt-2">
          <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
            <Link href={paths.publicPlans}>
              <ArrowLeft aria-hidden="true" /> Voltar aos planos
            </Link>
          </Button>
          {body}
        </main>
      </div>
    </PageFrame>
  );
}
