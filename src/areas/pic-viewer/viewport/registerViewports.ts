import { EcgViewport } from '../ecg/EcgViewport'
import { StackViewport } from './StackViewport'
import { registerViewport } from './viewportRegistry'

// The viewer's viewport types: a new one is one component and one line here.
registerViewport({ id: 'viewer.viewport.stack', kinds: ['image', 'error'], component: StackViewport })
registerViewport({ id: 'viewer.viewport.ecg', kinds: ['waveform'], component: EcgViewport })
