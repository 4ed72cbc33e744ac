import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { COUPON_TYPE_LABELS, CouponInputSchema, type AdminCoupon, type CouponInput } from '#contracts/plan-admin';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { MoneyInput } from '#web/components/ui/money-input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Switch } from '#web/components/ui/switch.tsx';

const EMPTY: CouponInput = { code: '', discountType: 'percent', discountValue: Number.NaN, maxUses: null, validUntil: null, active: true };

const toForm = (coupon: AdminCoupon | null): CouponInput =>
  coupon
    ? { code: coupon.code, discountType: coupon.discountType, discountValue: coupon.discountValue, maxUses: coupon.maxUses, validUntil: coupon.validUntilDate, active: coupon.active }
    : EMPTY;

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** Creates (coupon null) or edits a coupon; the code is shown and stored in upper case. */
export function CouponFormDialog({
  open, onOpenChange, coupon, pending, onSubmit, serverError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coupon: AdminCoupon | null;
  pending: boolean;
  onSubmit: (values: CouponInput) => void;
  serverError?: string | null;
}) {
  const form = useForm<CouponInput>({ resolver: formResolver(CouponInputSchema), defaultValues: toForm(coupon) });
  const type = useWatch({ control: form.control, name: 'discountType' });
  useEffect(() => {
    if (open) form.reset(toForm(coupon));
  }, [open, coupon, form]);
  useEffect(() => {
    if (serverError) form.setError('root', { message: serverError });
  }, [serverError, form]);
  const title = coupon ? `Editar cupom ${coupon.code}` : 'Novo cupom';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>O aluno digita o código no checkout; ele vale até o fim do dia da validade (horário de Brasília).</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={title}>
            <FormField control={form.control} name="code" render={({ field }) => (
              <FormItem>
                <FormLabel>Código</FormLabel>
                <FormControl><Input {...field} onChange={(event) => field.onChange(event.target.value.toUpperCase())} autoCapitalize="characters" /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField control={form.control} name="discountType" render={({ field }) => (
                <FormItem>
                  <FormLabel>Tipo</FormLabel>
                  <Select value={field.value} onValueChange={(value) => { field.onChange(value); form.setValue('discountValue', Number.NaN); }}>
                    <FormControl><SelectTrigger><SelectValue /></SelectTrigger></FormControl>
                    <SelectContent>
                      <SelectItem value="percent">{COUPON_TYPE_LABELS.percent}</SelectItem>
                      <SelectItem value="fixed">{COUPON_TYPE_LABELS.fixed}</SelectItem>
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )} />
              <FormField control={form.control} name="discountValue" render={({ field }) => (
                <FormItem>
                  <FormLabel>{type === 'percent' ? 'Desconto (%)' : 'Desconto (R$)'}</FormLabel>
                  <FormControl>
                    {type === 'percent' ? (
                      <Input type="number" min={1} max={100} {...field} value={Number.isNaN(field.value) ? '' : field.value} onChange={(event) => field.onChange(event.target.valueAsNumber)} />
                    ) : (
                      <MoneyInput {...field} onChange={(cents) => field.onChange(cents ?? Number.NaN)} />
                    )}
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField control={form.control} name="maxUses" render={({ field }) => (
                <FormItem>
                  <FormLabel>Máximo de usos</FormLabel>
                  <FormControl><Input type="number" min={1} {...field} value={field.value ?? ''} onChange={(event) => field.onChange(numberOrNull(event.target.value))} /></FormControl>
                  <FormDescription>Em branco: ilimitado.</FormDescription>
                  <FormMessage />
                </FormItem>
              )} />
              <FormField control={form.control} name="validUntil" render={({ field }) => (
                <FormItem>
                  <FormLabel>Validade</FormLabel>
                  <FormControl><Input type="date" {...field} value={field.value ?? ''} onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)} /></FormControl>
                  <FormDescription>Em branco: sem data de término.</FormDescription>
                  <FormMessage />
                </FormItem>
              )} />
            </div>
            <FormField control={form.control} name="active" render={({ field }) => (
              <FormItem className="flex items-center gap-3">
                <FormControl><Switch checked={field.value} onCheckedChange={field.onChange} /></FormControl>
                <FormLabel className="!mt-0">Ativo</FormLabel>
              </FormItem>
            )} />
            <FormRootMessage />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>Cancelar</Button>
              <Button type="submit" disabled={pending}>{coupon ? 'Salvar cupom' : 'Criar cupom'}</Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
