import { useFormContext } from 'react-hook-form';
import { BRAZILIAN_STATES, type PayerAddress } from '#contracts/billing';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';

export const EMPTY_PAYER_ADDRESS: PayerAddress = { zipCode: '', streetName: '', streetNumber: '', neighborhood: '', city: '', federalUnit: '' as PayerAddress['federalUnit'] };

/** "01310100" → "01310-100" while typing. */
export const formatCep = (value: string) => value.replace(/\D/g, '').slice(0, 8).replace(/^(\d{5})(\d)/, '$1-$2');

const ADDRESS_FIELDS = [
  { name: 'address.streetName', label: 'Rua', autoComplete: 'address-line1' },
  { name: 'address.streetNumber', label: 'Número', autoComplete: 'off' },
  { name: 'address.neighborhood', label: 'Bairro', autoComplete: 'address-level3' },
  { name: 'address.city', label: 'Cidade', autoComplete: 'address-level2' },
] as const;

/**
 * The boleto payer's address (CEP, rua, número, bairro, cidade, UF) under `address` of the
 * surrounding form: the checkout's boleto and 'Atualizar endereço' in Minha Assinatura.
 */
export function PayerAddressFields({ legend }: { legend: string }) {
  const { control } = useFormContext<{ address: PayerAddress }>();
  return (
    <fieldset className="space-y-3" data-testid="payer-address">
      <legend className="text-sm font-medium">{legend}</legend>
      <FormField
        control={control}
        name="address.zipCode"
        render={({ field }) => (
          <FormItem>
            <FormLabel>CEP</FormLabel>
            <FormControl>
              <Input inputMode="numeric" autoComplete="postal-code" placeholder="00000-000" {...field} onChange={(e) => field.onChange(formatCep(e.target.value))} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      {ADDRESS_FIELDS.map((item) => (
        <FormField
          key={item.name}
          control={control}
          name={item.name}
          render={({ field }) => (
            <FormItem>
              <FormLabel>{item.label}</FormLabel>
              <FormControl>
                <Input autoComplete={item.autoComplete} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <FormField
        control={control}
        name="address.federalUnit"
        render={({ field }) => (
          <FormItem>
            <FormLabel>UF</FormLabel>
            <FormControl>
              <NativeSelect autoComplete="address-level1" {...field}>
                <option value="">Escolha</option>
                {BRAZILIAN_STATES.map((uf) => (
                  <option key={uf} value={uf}>
                    {uf}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </fieldset>
  );
}
