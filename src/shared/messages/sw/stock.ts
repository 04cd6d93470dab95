import { LIMITS } from '../../constants';
import { groupThousands } from '../../money';
import type { stock as english } from '../en/stock';

const max = groupThousands(LIMITS.maxStockQuantity);

export const stock: Record<keyof typeof english, string> = {
  order_stock_short: 'Zimebaki {{left}} tu za {{product}}. Tafadhali punguza idadi kwenye kikapu chako ili uendelee.',
  stock_quantity_not_number: 'Idadi ya stoki iwe namba kamili',
  stock_quantity_negative: 'Idadi ya stoki haiwezi kuwa chini ya sifuri',
  stock_quantity_too_large: `Idadi ya stoki isizidi ${max}`,
  low_stock_threshold_not_number: 'Kiwango cha stoki ndogo kiwe namba kamili',
  low_stock_threshold_negative: 'Kiwango cha stoki ndogo hakiwezi kuwa chini ya sifuri',
  low_stock_threshold_too_large: `Kiwango cha stoki ndogo kisizidi ${max}`,
  stock_change_kind_invalid: 'Chagua bidhaa zilizopokelewa au marekebisho',
  stock_change_not_number: 'Mabadiliko yawe namba kamili ya vipande',
  stock_change_zero: 'Mabadiliko yaongeze au yapunguze angalau kipande kimoja',
  stock_change_too_large: `Mabadiliko yasizidi vipande ${max}`,
  stock_received_not_positive: 'Bidhaa zilizopokelewa ziongeze angalau kipande kimoja',
  stock_reason_required: 'Eleza kwa nini stoki inarekebishwa',
  stock_not_counted: 'Stoki ya bidhaa hii haihesabiwi. Weka kwanza idadi ya stoki kwenye fomu ya bidhaa.',
  stock_would_go_negative: 'Zimebaki {{left}} tu kwenye stoki: marekebisho hayawezi kupunguza zaidi',
  stock_would_exceed: `Stoki haiwezi kuzidi vipande ${max}`,
};
