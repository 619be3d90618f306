#version 450
// Writes the bytes |mask| selects of one 32-bit word to those of |pattern|:
// the first or last word of a fill whose range is not word aligned (see
// vulkan_command_buffer.c). Atomics keep the other bytes of the word intact
// even if another command of the same stage writes them concurrently.
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 0) buffer Target { uint words[]; } target;

layout(push_constant) uniform Constants {
  uint word_index;
  uint mask;
  uint pattern;
} constants;

void main() {
  atomicAnd(target.words[constants.word_index], ~constants.mask);
  atomicOr(target.words[constants.word_index],
           constants.pattern & constants.mask);
}
