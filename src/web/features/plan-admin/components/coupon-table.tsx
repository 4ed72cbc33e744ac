import { useState } from 'react';
import { Pencil, Plus } from 'lucide-react';
import { COUPON_TYPE_LABELS, type AdminCoupon, type CouponInput } from '#contracts/plan-admin';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { CouponFormDialog } from './coupon-form-dialog.tsx';

const inputOf = (coupon: AdminCoupon): CouponInput => ({
  code: coupon.code, discountType: coupon.discountType, discountValue: coupon.discountValue, maxUses: coupon.maxUses, validUntil: coupon.validUntilDate, active: coupon.active,
});

const discountOf = (coupon: AdminCoupon) => (coupon.discountType === 'percent' ? `${coupon.discountValue}%` : formatBRL(coupon.discountValue));

/** Coupons with usage (used/max) and validity; create, edit, activate and deactivate. */
export function CouponTable({ coupons }: { coupons: AdminCoupon[] }) {
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveCoupon();
  const current = editing === 'new' ? null : editing;

  const submit = (body: CouponInput) => {
    setServerError(null);
    save.mutate({ id: current?.id ?? null, version: current?.version ?? 1, body }, {
      onSuccess: (saved) => {
        toast({ title: current ? 'Cupom atualizado' : 'Cupom criado', description: saved.code });
        setEditing(null);
      },
      onError: (error) => setServerError(errorMessageOf(error)),
    });
  };
  const toggle = (coupon: AdminCoupon, active: boolean) =>
    save.mutate({ id: coupon.id, version: coupon.version, body: { ...inputOf(coupon), active } }, {
      onSuccess: () => toast({ title: active ? 'Cupom ativado' : 'Cupom desativado', description: coupon.code }),
      onError: (error) => toast({ title: 'Não foi possível alterar o cupom', description: errorMessageOf(error), variant: 'destructive' }),
    });

  return (
    <div className="space-y-4">
      <Button onClick={() => { setServerError(null); setEditing('new'); }}>
        <Plus aria-hidden="true" /> Novo cupom
      </Button>
      {coupons.length === 0 ? (
        <p className="text-muted-foreground">Nenhum cupom cadastrado.</p>
      ) : (
        <div className="relative overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Cupons</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="p-3 font-medium">Código</th>
                <th scope="col" className="p-3 font-medium">Tipo</th>
                <th scope="col" className="p-3 font-medium">Desconto</th>
                <th scope="col" className="p-3 font-medium">Usos</th>
                <th scope="col" className="p-3 font-medium">Validade</th>
                <th scope="col" className="p-3 font-medium">Situação</th>
                <th scope="col" className="p-3 font-medium"><span className="sr-only">Ações</span></th>
              </tr>
            </thead>
            <tbody>
              {coupons.map((coupon) => {
                const expired = coupon.validUntil !== null && new Date(coupon.validUntil) < new Date();
                return (
                  <tr key={coupon.id} className="border-t" data-testid="admin-coupon">
                    <td className="p-3 font-mono font-medium">{coupon.code}</td>
                    <td className="p-3">{COUPON_TYPE_LABELS[coupon.discountType]}</td>
                    <td className="p-3">{discountOf(coupon)}</td>
                    <td className="p-3 whitespace-nowrap">{coupon.usedCount}/{coupon.maxUses ?? '∞'}</td>
                    <td className="p-3 whitespace-nowrap">{coupon.validUntil ? formatDate(coupon.validUntil) : 'Sem término'}{expired ? ' (expirado)' : ''}</td>
                    <td className="p-3">
                      <label className="flex items-center gap-2">
                        <Switch checked={coupon.active} onCheckedChange={(active) => toggle(coupon, active)} disabled={save.isPending} aria-label={`Cupom ${coupon.code} ativo`} />
                        <Badge variant={coupon.active ? 'default' : 'outline'}>{coupon.active ? 'Ativo' : 'Inativo'}</Badge>
                      </label>
                    </td>
                    <td className="p-3">
                      <Button variant="outline" size="sm" onClick={() => { setServerError(null); setEditing(coupon); }}>
                        <Pencil aria-hidden="true" /> Editar <span className="sr-only">{coupon.code}</span>
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <CouponFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} coupon={current} pending={save.isPending} onSubmit={submit} serverError={serverError} />
    </div>
  );
}
