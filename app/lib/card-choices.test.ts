import { describe, expect, it } from 'vitest'
import { chosenValues, labelChoices, labelled, type CardChoice } from './card-choices'

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

  it('offers a park once and any other supplier by each rate, told apart only as far as needed', () => {
    const lodge = { kind: 'lodge', rate: 'Double room' }
    expect(
      labelChoices([
        { id: 1, kind: 'park', name: 'Serengeti National Park', area: 'Serengeti', rate: null },
        { id: 1, kind: 'park', name: 'Serengeti National Park', area: 'Serengeti', rate: null },
        { ...lodge, id: 2, name: 'Serena Lodge', area: 'Serengeti' },
        { ...lodge, id: 3, name: 'Serena Lodge', area: 'Lake Manyara' },
        { ...lodge, id: 4, name: 'Twin Camp', area: 'Mara' },
        { ...lodge, id: 5, name: 'Twin Camp', area: 'Mara' },
        { ...lodge, id: 6, name: 'Kopje Camp: East', area: 'Serengeti' },
      ]).map((choice) => [choice.value, choice.label]),
    ).toEqual([
      ['1', 'Serengeti National Park'],
      ['2|Double room', 'Serena Lodge, Serengeti: Double room'],
      ['3|Double room', 'Serena Lodge, Lake Manyara: Double room'],
      ['4|Double room', 'Twin Camp, Mara: Double room (#4)'],
      ['5|Double room', 'Twin Camp, Mara: Double room (#5)'],
      ['6|Double room', 'Kopje Camp: East: Double room'],
    ])
  })
})
