import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { BILLING_PERIOD_LABELS, BILLING_PERIODS, DEFAULT_INTEREST_FREE_INSTALMENTS, PlanInputSchema, type AdminPlan, type PlanInput } from '#contracts/plan-admin';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Switch } from '#web/components/ui/switch.tsx';

const EMPTY: PlanInput = { name: '', description: '', priceCents: Number.NaN, originalPriceCents: null, periodMonths: 1, features: [], interestFreeInstalments: DEFAULT_INTEREST_FREE_INSTALMENTS, active: true };

const toForm = (plan: AdminPlan | null): PlanInput =>
  plan
    ? { name: plan.name, description: plan.description, priceCents: plan.priceCents, originalPriceCents: plan.originalPriceCents, periodMonths: plan.periodMonths, features: plan.features, interestFreeInstalments: plan.interestFreeInstalments, active: plan.active }
    : EMPTY;

/** Creates (plan null) or edits a plan; a price change is announced to its subscribers. */
export function PlanFormDialog({
  open, onOpenChange, plan, pending, onSubmit, serverError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: AdminPlan | null;
  pending: boolean;
  onSubmit: (values: PlanInput) => void;
  serverError?: string | null;
}) {
  const form = useForm<PlanInput>({ resolver: formResolver(PlanInputSchema), defaultValues: toForm(plan) });
  useEffect(() => {
    if (open) form.reset(toForm(plan));
  }, [open, plan, form]);
  useEffect(() => {
    if (serverError) form.setError('root', { message: serverError });
  }, [serverError, form]);
  const title = plan ? `Editar plano ${plan.name}` : 'Novo plano';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {plan && plan.subscribers > 0 ? `Um novo preço vale a partir da próxima renovação de cada um dos ${plan.subscribers} assinantes, que serão avisados.` : 'Preços em reais; o plano aparece em /assinatura enquanto estiver ativo.'}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={title}>
            <FormField control={form.control} name="name" render={({ field }) => (
              <FormItem><FormLabel>Nome</FormLabel><FormControl><Input {...field} /></FormControl><FormMessage /></FormItem>
            )} />
            <FormField control={form.control} name="description" render={({ field }) => (
              <FormItem><FormLabel>Descrição</FormLabel><FormControl><Input {...field} /></FormControl><FormMessage /></FormItem>
            )} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField control={form.control} name="priceCents" render={({ field }) => (
                <FormItem><FormLabel>Preço por período</FormLabel><FormControl><MoneyInput {...field} onChange={(cents) => field.onChange(cents ?? Number.NaN)} /></FormControl><FormMessage /></FormItem>
              )} />
              <FormField control={form.control} name="originalPriceCents" render={({ field }) => (
                <FormItem><FormLabel>Preço original (opcional)</FormLabel><FormControl><MoneyInput {...field} /></FormControl><FormMessage /></FormItem>
              )} />
            </div>
            <FormField control={form.control} name="periodMonths" render={({ field }) => (
              <FormItem>
                <FormLabel>Período de cobrança</FormLabel>
                <Select value={String(field.value)} onValueChange={(value) => field.onChange(Number(value))}>
                  <FormControl><SelectTrigger><SelectValue /></SelectTrigger></FormControl>
                  <SelectContent>
                    {BILLING_PERIODS.map((months) => <SelectItem key={months} value={String(months)}>{BILLING_PERIOD_LABELS[months]}</SelectItem>)}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="interestFreeInstalments" render={({ field }) => (
              <FormItem>
                <FormLabel>Parcelas sem juros no cartão</FormLabel>
                <FormControl>
                  <Input type="number" inputMode="numeric" min={1} max={12} step={1} className="w-28" name={field.name} ref={field.ref} onBlur={field.onBlur}
                    value={Number.isNaN(field.value) ? '' : field.value} onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))} />
                </FormControl>
                <FormDescription>De 1 a 12. O checkout oferece de 1x a 12x; acima deste número, com juros.</FormDescription>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="features" render={({ field }) => (
              <FormItem>
                <FormLabel>Benefícios</FormLabel>
                <FormControl><Textarea rows={4} value={field.value.join('\n')} onChange={(event) => field.onChange(event.target.value.split('\n'))} onBlur={field.onBlur} name={field.name} ref={field.ref} /></FormControl>
                <FormDescription>Um benefício por linha.</FormDescription>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="active" render={({ field }) => (
              <FormItem className="flex items-center gap-3">
                <FormControl><Switch checked={field.value} onCheckedChange={field.onChange} /></FormControl>
                <FormLabel className="!mt-0">Ativo (oferecido em /assinatura e no checkout)</FormLabel>
              </FormItem>
            )} />
            <FormRootMessage />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>Cancelar</Button>
              <Button type="submit" disabled={pending}>{plan ? 'Salvar plano' : 'Criar plano'}</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
