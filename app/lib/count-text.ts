// A count with its word, as every page writes it: "1 day", "7 days", "2 nights".

export const countText = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
