/** The shape of a message tree with every leaf a string: other locales are typed against English with it. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
