/**
 * Smallest and largest value of a frame's data (0/0 when empty).
 *
 * @example
 * valueRange(new Int16Array([-5, 7])) // { min: -5, max: 7 }
 */
export function valueRange(data: ArrayLike<number>): { min: number; max: number } {
  let min = Infinity
  let max = -Infinity
  for (let i = 0; i < data.length; i++) {
    const value = data[i]!
    if (value < min) min = value
    if (value > max) max = value
  }
  return data.length ? { min, max } : { min: 0, max: 0 }
}

