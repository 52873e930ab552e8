/** The one line of a pay link's payment page: the exact amount of an order whose card hold ended. */
export const balanceLineTitle = (orderNumber: string) => `Order ${orderNumber}, weighed`;
