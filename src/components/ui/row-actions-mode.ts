import { createContext } from 'react'

/**
 * How a table shows its rows' actions (row-actions.tsx): 'inline' buttons, or one
 * 'menu' button per row when the table is short of room (DataTable decides, per
 * table). On its own so the table does not bring the menu to pages without actions.
 */
export const RowActionsMode = createContext<'inline' | 'menu'>('inline')
