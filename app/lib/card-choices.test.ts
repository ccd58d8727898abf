import { describe, expect, it } from 'vitest'
import { chosenValues, labelled, type CardChoice } from './card-choices'

const choices: CardChoice[] = [
  { value: '12|Double tent, full board', label: 'Mara River Camp: Double tent, full board', kind: 'lodge' },
  { value: '3', label: 'Maasai Mara National Reserve', kind: 'park' },
  {
    value: '40|Gorilla trekking permit',
    label: 'Bwindi gorilla permit: Gorilla trekking permit',
    kind: 'permit',
  },
]

describe('a day priced from the rate cards, as staff type it', () => {
  it('shows each stored choice by its label, and keeps one no longer offered as it is', () => {
    expect(labelled({ lodgeRate: '12|Double tent, full board', park: '99', vehicle: '' }, choices)).toEqual({
      lodgeRate: 'Mara River Camp: Double tent, full board',
      park: '99',
      vehicle: '',
    })
  })

  it('reads a label (in any case) or a value of the field’s kinds, and nothing else', () => {
    const read = chosenValues(
      [
        { lodgeRate: ' mara river camp: double tent, full board ', park: '3', other: '' },
        {
          lodgeRate: 'Maasai Mara National Reserve',
          other: 'Bwindi gorilla permit: Gorilla trekking permit',
        },
        { vehicle: 'A Land Cruiser' },
      ],
      choices,
    )
    expect(read.days).toEqual([
      { lodgeRate: '12|Double tent, full board', park: '3', other: '' },
      { lodgeRate: 'Maasai Mara National Reserve', other: '40|Gorilla trekking permit' },
      { vehicle: 'A Land Cruiser' },
    ])
    expect(read.errors).toEqual({
      'days[1].lodgeRate': ['Choose one of the suggestions, or leave it empty'],
      'days[2].vehicle': ['Choose one of the suggestions, or leave it empty'],
    })
  })
})
