// iree_vm_module_t: the interface shared by bytecode and native modules, and
// the call ABI between them.
//
// Calling convention strings are "0<arguments>_<results>" with one character
// per value: i = i32, I = i64, f = f32, F = f64, r = ref; 'v' (or nothing)
// stands for none. "0iI_f" takes (i32, i64) and returns f32.
//
// Arguments (never results) may contain variadic groups "C<kinds>D": any
// number of tuples of those kinds. Groups are not nested and not empty.
// "0rCiD_v" takes a ref and then any number of i32s; "0rCrIID_i" takes a ref
// and then any number of (ref, i64, i64) tuples. Only imports are variadic
// (bytecode calls them with vm.call.variadic); such an import matches only an
// export whose arguments and results are spelled identically.
//
// Call ABI: arguments and results travel as packed byte spans laid out in
// signature order with no padding: i/f take 4 bytes, I/F 8 bytes and r one
// iree_vm_ref_t (read and write them with memcpy; they may be unaligned). A
// variadic group is an i32 tuple count N followed by the N tuples, each
// packed like plain arguments of its kinds; "0rCiD_v" called with 7, 8
// packs as [ref][i32 2][i32 7][i32 8].
// Ref arguments are owned by the argument span: the callee may move them out
// (leaving null), and the caller releases whatever remains after the call.
// On success the callee has written every result, and result refs are owned
// by the caller; on failure the result span holds nothing to release.
#ifndef IREE_VM_MODULE_H_
#define IREE_VM_MODULE_H_

#include "iree/base/api.h"
#include "iree/vm/ref.h"
#include "iree/vm/stack.h"
#include "iree/vm/value.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_vm_module_t iree_vm_module_t;
// Per-context state of a module (globals, resolved imports); opaque.
typedef struct iree_vm_module_state_t iree_vm_module_state_t;

typedef enum iree_vm_function_linkage_e {
  IREE_VM_FUNCTION_LINKAGE_INTERNAL = 0,
  IREE_VM_FUNCTION_LINKAGE_IMPORT = 1,
  IREE_VM_FUNCTION_LINKAGE_EXPORT = 2,
} iree_vm_function_linkage_t;

typedef struct iree_vm_function_t {
  iree_vm_module_t* module;
  iree_vm_function_linkage_t linkage;
  uint32_t ordinal;
} iree_vm_function_t;

// Variadic groups of a calling convention whose layout parsing precomputes,
// so that calls size their spans without reading the kinds again.
#define IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS 4

// Where a variadic group sits among the arguments.
typedef struct iree_vm_variadic_group_layout_t {
  // Bytes of plain arguments between the previous group (or the start) and
  // this group's count.
  uint32_t bytes_before;
  // Bytes of one tuple of the group.
  uint32_t tuple_bytes;
  // Index of the group among the call's segments (each plain argument and
  // each group is one segment).
  uint32_t segment;
} iree_vm_variadic_group_layout_t;

// A parsed calling convention. |arguments| and |results| hold only kind
// characters ('v' removed; the 'C'/'D' markers of variadic groups kept) and
// point into the original string.
typedef struct iree_vm_calling_convention_t {
  iree_string_view_t arguments;
  iree_string_view_t results;
  // Byte sizes of the packed argument and result spans. With variadic groups
  // |argument_bytes| is only the fixed part (plain arguments plus one i32
  // count per group); each call adds its tuples (iree_vm_abi_span_size).
  uint32_t argument_bytes;
  uint32_t result_bytes;
  // Count of ref kinds among the arguments, inside variadic groups included,
  // so callers can skip releasing when there are none.
  uint32_t argument_ref_count;
  // Number of variadic groups among the arguments; 0 for fixed signatures.
  uint32_t variadic_group_count;
  // With at most IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS groups: their
  // layouts, and the bytes of plain arguments after the last one.
  iree_vm_variadic_group_layout_t
      variadic_groups[IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS];
  uint32_t trailing_bytes;
} iree_vm_calling_convention_t;

// Parses and validates |value| ("0ii_i"); INVALID_ARGUMENT if malformed.
iree_status_t iree_vm_calling_convention_parse(
    iree_string_view_t value, iree_vm_calling_convention_t* out_cconv);

// Returns whether two parsed conventions describe the same signature: the
// same kinds in the same order, variadic groups included ('v' and an empty
// side are the same).
bool iree_vm_calling_convention_equal(const iree_vm_calling_convention_t* lhs,
                                      const iree_vm_calling_convention_t* rhs);

// Returns the byte size of one value of |kind| ('i', 'I', 'f', 'F', 'r') in
// the packed call ABI.
static inline iree_host_size_t iree_vm_abi_kind_size(char kind) {
  return kind == 'r' ? sizeof(iree_vm_ref_t)
                     : ((kind == 'I' || kind == 'F') ? 8 : 4);
}

// Releases every ref left in a packed span laid out by |kinds|; variadic
// groups are walked by the counts in the span, which must be valid (as
// iree_vm_abi_span_size checks).
void iree_vm_abi_release_refs(iree_string_view_t kinds, uint8_t* data);

// Computes the byte size of the packed span at |data| laid out by |kinds|,
// reading each variadic group's count from the span itself. Fails with
// INVALID_ARGUMENT if a count is negative or the layout needs more than the
// |data_length| bytes available. Native modules check variadic calls with
// this, so native functions can trust the counts they read.
iree_status_t iree_vm_abi_span_size(iree_string_view_t kinds,
                                    const uint8_t* data,
                                    iree_host_size_t data_length,
                                    iree_host_size_t* out_size);

// iree_vm_abi_span_size for the arguments of |cconv|, from its precomputed
// group layouts (the kinds are read only past
// IREE_VM_CALLING_CONVENTION_MAX_GROUP_LAYOUTS groups). The same checks and
// errors.
iree_status_t iree_vm_calling_convention_argument_span_size(
    const iree_vm_calling_convention_t* cconv, const uint8_t* data,
    iree_host_size_t data_length, iree_host_size_t* out_size);

// A reflection attribute of a function: what its callers may need to know
// beyond the calling convention ("iree.abi.model" = "coarse-fences").
typedef struct iree_vm_reflection_attr_t {
  iree_string_view_t key;
  iree_string_view_t value;
} iree_vm_reflection_attr_t;

// Describes a function of a module.
typedef struct iree_vm_function_signature_t {
  // Export: local name; import: full "module.function" name; internal: local
  // name (may be empty).
  iree_string_view_t name;
  iree_string_view_t calling_convention;
  // Imports only: whether a missing target is allowed.
  bool is_optional;
  // Reflection attributes (internal and export functions of bytecode
  // modules); valid as long as the module.
  iree_host_size_t attr_count;
  const iree_vm_reflection_attr_t* attrs;
} iree_vm_function_signature_t;

typedef struct iree_vm_module_counts_t {
  iree_host_size_t import_function_count;
  iree_host_size_t export_function_count;
  iree_host_size_t internal_function_count;
} iree_vm_module_counts_t;

typedef struct iree_vm_function_call_t {
  iree_vm_function_t function;
  iree_byte_span_t arguments;
  iree_byte_span_t results;
} iree_vm_function_call_t;

// The module interface. Concrete modules embed this struct and fill in the
// function pointers; |self| is passed back to each.
struct iree_vm_module_t {
  iree_vm_ref_object_t ref_object;
  void* self;
  iree_string_view_t (*name)(void* self);
  void (*destroy)(void* self);
  iree_vm_module_counts_t (*counts)(void* self);
  // Describes the function of |linkage| at |ordinal|.
  iree_status_t (*get_function)(void* self, iree_vm_function_linkage_t linkage,
                                iree_host_size_t ordinal,
                                iree_vm_function_t* out_function,
                                iree_vm_function_signature_t* out_signature);
  // Creates/frees the per-context state of the module.
  iree_status_t (*alloc_state)(void* self, iree_allocator_t allocator,
                               iree_vm_module_state_t** out_state);
  void (*free_state)(void* self, iree_vm_module_state_t* state);
  // Binds import |ordinal| of |state| to |target| running with
  // |target_state|; |target| is NULL for a missing optional import.
  iree_status_t (*resolve_import)(void* self, iree_vm_module_state_t* state,
                                  iree_host_size_t ordinal,
                                  const iree_vm_function_t* target,
                                  iree_vm_module_state_t* target_state);
  // Runs |call| (an internal or export function of this module) to
  // completion with |state| on |stack|.
  iree_status_t (*begin_call)(void* self, iree_vm_module_state_t* state,
                              iree_vm_stack_t* stack,
                              const iree_vm_function_call_t* call);
  // Optional, for coroutines (NULL: calls of this module never yield):
  // continues a call whose begin_call (or resume_call) returned
  // IREE_STATUS_DEFERRED, with the same |stack| and |call|, or releases
  // what it left on |stack| instead (abandon_call).
  iree_status_t (*resume_call)(void* self, iree_vm_module_state_t* state,
                               iree_vm_stack_t* stack,
                               const iree_vm_function_call_t* call);
  void (*abandon_call)(void* self, iree_vm_stack_t* stack);
};

// Initializes the reference count of a module interface (for module
// implementations).
void iree_vm_module_initialize(iree_vm_module_t* module, void* self);

void iree_vm_module_retain(iree_vm_module_t* module);
void iree_vm_module_release(iree_vm_module_t* module);

iree_string_view_t iree_vm_module_name(const iree_vm_module_t* module);

// Finds the export |name| of |module|.
iree_status_t iree_vm_module_lookup_function(iree_vm_module_t* module,
                                             iree_string_view_t name,
                                             iree_vm_function_t* out_function);

// Describes |function|.
iree_status_t iree_vm_function_signature(
    const iree_vm_function_t* function,
    iree_vm_function_signature_t* out_signature);

// The value of the reflection attribute |key| of |function|, or an empty
// string view when it has none.
iree_string_view_t iree_vm_function_lookup_attr_by_name(
    const iree_vm_function_t* function, iree_string_view_t key);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_MODULE_H_
