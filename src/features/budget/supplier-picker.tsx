import { useSelector } from '@xstate/react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { Modal } from '../../components/modal';
import { useBudgetScope } from './budget-scope';
import { SupplierList, sortedByName } from './suppliers-panel';

/**
 * The suppliers panel in select mode (part 2 §2, §4 "Expense detail: selecting-supplier"):
 * opened from an expense's detail, searchable, and a supplier pressed is attached to it.
 */
export function SupplierPicker() {
  const { LL } = useI18nContext();
  const { expenseDetail: detail, suppliers, collator } = useBudgetScope();
  const open = useSelector(detail, (snapshot) => snapshot.matches({ open: 'selectingSupplier' }));
  const search = useSelector(detail, (snapshot) => snapshot.context.search);
  return (
    <Modal
      open={open}
      onClose={() => detail.send({ type: 'picker.close' })}
      title={LL.budget.suppliers.selectTitle()}
      closeLabel={LL.common.close()}
      size="lg"
      fullScreenOnPhones
    >
      <SupplierList
        suppliers={sortedByName(suppliers, collator)}
        search={search}
        onSearch={(text) => detail.send({ type: 'picker.search', text })}
        onChoose={(supplier) => detail.send({ type: 'supplier.pick', id: supplier.id })}
      />
    </Modal>
  );
}
