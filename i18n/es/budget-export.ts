import type { Translation } from '../i18n-types';

/** La hoja de presupuesto que escribe el servidor (`GET budget/export`). */
export const budgetExport = {
  fileName: 'presupuesto.xlsx',
  sheets: {
    expenses: 'Gastos',
    payments: 'Pagos',
    suppliers: 'Proveedores',
  },
  expenses: {
    name: 'Gasto',
    supplier: 'Proveedor',
    amount: 'Total',
    paid: 'Pagado',
    remaining: 'Restante',
    notes: 'Notas',
  },
  payments: {
    date: 'Fecha',
    expense: 'Gasto',
    name: 'Pago',
    amount: 'Monto',
    method: 'Forma de pago',
    status: 'Estado',
  },
  suppliers: {
    name: 'Proveedor',
    phone: 'Teléfono',
    bank: 'Banco',
    bankAccount: 'Número de cuenta',
    clabe: 'CLABE',
    expenses: 'Gastos',
  },
  methods: {
    cash: 'Efectivo',
    creditCard: 'Tarjeta de crédito',
    transfer: 'Transferencia',
    check: 'Cheque',
  },
  statuses: {
    paid: 'Pagado',
    due: 'Pendiente',
  },
  tbd: 'Por definir',
  total: 'Total',
  totalPaid: 'Total pagado',
  totalDue: 'Total pendiente',
} satisfies Translation['budgetExport'];
