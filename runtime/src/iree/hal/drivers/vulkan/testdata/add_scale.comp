#version 450
// Test kernel of vulkan_dispatch_test.cc: out[i] = (a[i] + b[i]) * scale for
// i < count, 64 invocations per workgroup. Bindings and push constants follow
// the vulkan-spirv-fb interface (docs/vulkan.md).
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;

layout(set = 0, binding = 0) readonly buffer A { float values[]; } a;
layout(set = 0, binding = 1) readonly buffer B { float values[]; } b;
layout(set = 0, binding = 2) writeonly buffer Out { float values[]; } result;

layout(push_constant) uniform Constants {
  uint count;
  float scale;
} constants;

void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i < constants.count) {
    result.values[i] = (a.values[i] + b.values[i]) * constants.scale;
  }
}
