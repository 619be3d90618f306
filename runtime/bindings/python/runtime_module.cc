// iree.runtime's native part (_runtime): one process-wide runtime instance,
// devices by URI (shared by the modules loaded on them), a session per loaded
// .vmfb, and calls that take NumPy arrays and Python scalars and return NumPy
// arrays over the result buffers (docs/python.md).
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "iree/io/parameter_index.h"
#include "iree/modules/hal/api.h"
#include "iree/modules/io_parameters/api.h"
#include "iree/runtime/api.h"
#include "iree/vm/bytecode/module.h"

namespace py = pybind11;

namespace {

// A failed iree_status_t: Python sees iree.runtime.RuntimeError with the
// status text ("INVALID_ARGUMENT; file:line: message; ...").
struct StatusError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Formats and frees |status|.
std::string consumeStatus(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::vector<char> text(length + 1);
  iree_status_format(status, text.size(), text.data());
  iree_status_free(status);
  return std::string(text.data(), length);
}

void check(iree_status_t status) {
  if (!iree_status_is_ok(status)) throw StatusError(consumeStatus(status));
}

iree_string_view_t toView(const std::string& text) {
  return iree_make_string_view(text.data(), text.size());
}

std::string fromView(iree_string_view_t view) {
  return std::string(view.data, view.size);
}

// The runtime instance and the devices created from it, one per URI.
class Instance {
 public:
  Instance() {
    iree_runtime_instance_options_t options;
    iree_runtime_instance_options_initialize(&options);
    check(iree_runtime_instance_create(&options, iree_allocator_system(),
                                       &instance_));
  }
  ~Instance() {
    for (auto& [uri, device] : devices_) iree_hal_device_release(device);
    iree_runtime_instance_release(instance_);
  }
  Instance(const Instance&) = delete;
  Instance& operator=(const Instance&) = delete;

  iree_runtime_instance_t* get() const { return instance_; }

  // The device of |uri|, created on first use (retained by the instance).
  iree_hal_device_t* device(const std::string& uri) {
    std::lock_guard<std::mutex> lock(mutex_);
    auto it = devices_.find(uri);
    if (it != devices_.end()) return it->second;
    iree_hal_device_t* device = nullptr;
    check(iree_runtime_instance_try_create_default_device(instance_,
                                                          toView(uri), &device));
    devices_[uri] = device;
    return device;
  }

 private:
  iree_runtime_instance_t* instance_ = nullptr;
  std::mutex mutex_;
  std::map<std::string, iree_hal_device_t*> devices_;
};

// The instance sessions share, created on first use. Python's atexit drops
// it (sessions still alive keep it until the interpreter frees them): a C++
// static destructor would run after drivers such as lavapipe and the Vulkan
// validation layer have torn themselves down.
std::shared_ptr<Instance>& instanceSlot() {
  static auto* slot = new std::shared_ptr<Instance>();
  return *slot;
}

std::shared_ptr<Instance> sharedInstance() {
  std::shared_ptr<Instance>& slot = instanceSlot();
  if (!slot) slot = std::make_shared<Instance>();
  return slot;
}

// NumPy dtype <-> HAL element type.
iree_hal_element_type_t elementTypeOf(const py::dtype& dtype) {
  int size = static_cast<int>(dtype.itemsize());
  switch (dtype.kind()) {
    case 'f':
      if (size == 2) return IREE_HAL_ELEMENT_TYPE_FLOAT_16;
      if (size == 4) return IREE_HAL_ELEMENT_TYPE_FLOAT_32;
      if (size == 8) return IREE_HAL_ELEMENT_TYPE_FLOAT_64;
      break;
    case 'i':
      if (size == 1) return IREE_HAL_ELEMENT_TYPE_SINT_8;
      if (size == 2) return IREE_HAL_ELEMENT_TYPE_SINT_16;
      if (size == 4) return IREE_HAL_ELEMENT_TYPE_SINT_32;
      if (size == 8) return IREE_HAL_ELEMENT_TYPE_SINT_64;
      break;
    case 'u':
      if (size == 1) return IREE_HAL_ELEMENT_TYPE_UINT_8;
      if (size == 2) return IREE_HAL_ELEMENT_TYPE_UINT_16;
      if (size == 4) return IREE_HAL_ELEMENT_TYPE_UINT_32;
      if (size == 8) return IREE_HAL_ELEMENT_TYPE_UINT_64;
      break;
    case 'b':
      return IREE_HAL_ELEMENT_TYPE_BOOL_8;
    case 'c':
      if (size == 8) return IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_64;
      if (size == 16) return IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_128;
      break;
  }
  return IREE_HAL_ELEMENT_TYPE_NONE;
}

py::dtype dtypeOf(iree_hal_element_type_t type) {
  switch (type) {
    case IREE_HAL_ELEMENT_TYPE_FLOAT_16: return py::dtype("float16");
    case IREE_HAL_ELEMENT_TYPE_FLOAT_32: return py::dtype("float32");
    case IREE_HAL_ELEMENT_TYPE_FLOAT_64: return py::dtype("float64");
    case IREE_HAL_ELEMENT_TYPE_INT_8:
    case IREE_HAL_ELEMENT_TYPE_SINT_8: return py::dtype("int8");
    case IREE_HAL_ELEMENT_TYPE_INT_16:
    case IREE_HAL_ELEMENT_TYPE_SINT_16: return py::dtype("int16");
    case IREE_HAL_ELEMENT_TYPE_INT_32:
    case IREE_HAL_ELEMENT_TYPE_SINT_32: return py::dtype("int32");
    case IREE_HAL_ELEMENT_TYPE_INT_64:
    case IREE_HAL_ELEMENT_TYPE_SINT_64: return py::dtype("int64");
    case IREE_HAL_ELEMENT_TYPE_UINT_8: return py::dtype("uint8");
    case IREE_HAL_ELEMENT_TYPE_UINT_16: return py::dtype("uint16");
    case IREE_HAL_ELEMENT_TYPE_UINT_32: return py::dtype("uint32");
    case IREE_HAL_ELEMENT_TYPE_UINT_64: return py::dtype("uint64");
    case IREE_HAL_ELEMENT_TYPE_BOOL_8: return py::dtype("bool");
    case IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_64: return py::dtype("complex64");
    case IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_128:
      return py::dtype("complex128");
    default: break;
  }
  // bf16 has no NumPy dtype: its bits come back as uint16.
  if (type == IREE_HAL_ELEMENT_TYPE_BFLOAT_16) return py::dtype("uint16");
  throw StatusError("a result's element type (0x" +
                    std::to_string(static_cast<unsigned>(type)) +
                    ") has no NumPy dtype");
}

// A result buffer view mapped for NumPy: the array's base owns both.
struct MappedView {
  iree_hal_buffer_view_t* view = nullptr;
  iree_hal_buffer_mapping_t mapping = {};
  ~MappedView() {
    if (mapping.buffer) iree_status_ignore(iree_hal_buffer_unmap_range(&mapping));
    if (view) iree_hal_buffer_view_release(view);
  }
};

// A read-only array over |view|'s bytes (no copy). Read-only because a
// result may be one of the module's constants, shared by every call that
// returns it; .copy() gives an array of one's own.
py::array arrayOfView(iree_hal_buffer_view_t* view) {
  py::dtype dtype = dtypeOf(iree_hal_buffer_view_element_type(view));
  std::vector<py::ssize_t> shape;
  for (iree_host_size_t i = 0; i < iree_hal_buffer_view_shape_rank(view); ++i)
    shape.push_back(
        static_cast<py::ssize_t>(iree_hal_buffer_view_shape_dim(view, i)));
  auto mapped = std::make_unique<MappedView>();
  iree_device_size_t length = iree_hal_buffer_view_byte_length(view);
  if (length) {
    check(iree_hal_buffer_map_range(iree_hal_buffer_view_buffer(view),
                                    IREE_HAL_MEMORY_ACCESS_READ, 0, length,
                                    &mapped->mapping));
  }
  iree_hal_buffer_view_retain(view);
  mapped->view = view;
  void* data = mapped->mapping.contents.data;
  py::capsule base(mapped.release(), [](void* pointer) {
    delete static_cast<MappedView*>(pointer);
  });
  py::array array(dtype, shape, data, base);
  array.attr("setflags")(py::arg("write") = false);
  return array;
}

// Owns a VM list.
struct ListPtr {
  iree_vm_list_t* list = nullptr;
  ListPtr() = default;
  ListPtr(ListPtr&& other) noexcept : list(other.list) { other.list = nullptr; }
  ListPtr(const ListPtr&) = delete;
  ListPtr& operator=(const ListPtr&) = delete;
  ListPtr& operator=(ListPtr&&) = delete;
  ~ListPtr() {
    if (list) iree_vm_list_release(list);
  }
};

// The arguments and results a calling convention ("0rif_r") declares.
struct Signature {
  std::string arguments, results;
};

Signature parseSignature(iree_string_view_t cconv) {
  std::string text = fromView(cconv);
  Signature signature;
  size_t split = text.find('_');
  if (text.empty() || text[0] != '0' || split == std::string::npos)
    throw StatusError("unsupported calling convention '" + text + "'");
  signature.arguments = text.substr(1, split - 1);
  signature.results = text.substr(split + 1);
  // "v": none.
  if (signature.arguments == "v") signature.arguments.clear();
  if (signature.results == "v") signature.results.clear();
  return signature;
}

class Session;

// An asynchronous call's results, valid once its signal fence is reached.
class PendingCall {
 public:
  PendingCall(std::shared_ptr<Session> session, iree_hal_fence_t* fence,
              iree_vm_list_t* outputs)
      : session_(std::move(session)), fence_(fence) {
    outputs_.list = outputs;
  }
  ~PendingCall() {
    if (fence_) iree_hal_fence_release(fence_);
  }
  PendingCall(const PendingCall&) = delete;
  PendingCall& operator=(const PendingCall&) = delete;
  bool ready() {
    bool reached = false;
    check(iree_hal_fence_query(fence_, &reached));
    return reached;
  }
  py::list wait();

 private:
  std::shared_ptr<Session> session_;
  iree_hal_fence_t* fence_;
  ListPtr outputs_;
};

py::list convertResults(iree_vm_list_t* outputs) {
  py::list results;
  for (iree_host_size_t i = 0; i < iree_vm_list_size(outputs); ++i) {
    iree_vm_variant_t variant = iree_vm_variant_empty();
    check(iree_vm_list_get_variant_retain(outputs, i, &variant));
    if (iree_vm_type_def_is_value(variant.type)) {
      switch (variant.type.value_type) {
        case IREE_VM_VALUE_TYPE_I32: results.append(variant.i32); break;
        case IREE_VM_VALUE_TYPE_I64: results.append(variant.i64); break;
        case IREE_VM_VALUE_TYPE_F32: results.append(variant.f32); break;
        case IREE_VM_VALUE_TYPE_F64: results.append(variant.f64); break;
        default: results.append(py::none());
      }
      continue;
    }
    iree_hal_buffer_view_t* view = iree_hal_buffer_view_deref(&variant.ref);
    if (!view) {
      bool null = iree_vm_ref_is_null(&variant.ref);
      iree_vm_variant_reset(&variant);
      if (null) {
        results.append(py::none());
        continue;
      }
      throw StatusError("result " + std::to_string(i) +
                        " is a ref Python cannot take (not a buffer view)");
    }
    try {
      results.append(arrayOfView(view));
    } catch (...) {
      iree_vm_variant_reset(&variant);
      throw;
    }
    iree_vm_variant_reset(&variant);
  }
  return results;
}

// A .vmfb loaded on one device: a runtime session holding the module.
class Session : public std::enable_shared_from_this<Session> {
 public:
  // |parameters|: (scope, path) of each parameter file.
  Session(const std::string& device_uri, const py::bytes& vmfb,
          const std::vector<std::pair<std::string, std::string>>& parameters)
      : instance_(sharedInstance()) {
    iree_status_t status =
        load(instance_->device(device_uri), vmfb, parameters);
    if (!iree_status_is_ok(status)) {
      // The destructor does not run for a constructor that throws.
      release();
      check(status);
    }
  }
  ~Session() { release(); }
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  std::string moduleName() const {
    return fromView(iree_vm_module_name(module_));
  }

  // (name, calling convention) of each export but the initializer.
  std::vector<std::pair<std::string, std::string>> functions() const {
    std::vector<std::pair<std::string, std::string>> result;
    iree_vm_module_counts_t counts = module_->counts(module_->self);
    for (iree_host_size_t i = 0; i < counts.export_function_count; ++i) {
      iree_vm_function_t function;
      iree_vm_function_signature_t signature;
      check(module_->get_function(module_->self,
                                  IREE_VM_FUNCTION_LINKAGE_EXPORT, i,
                                  &function, &signature));
      std::string name = fromView(signature.name);
      if (name == "__init") continue;
      result.emplace_back(name, fromView(signature.calling_convention));
    }
    return result;
  }

  py::list call(const std::string& name, const py::args& args) {
    iree_vm_function_t function = lookup(name);
    ListPtr inputs = makeInputs(name, function, args, /*fences=*/0);
    ListPtr outputs = makeList(8);
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex_);
      // After the asynchronous calls before it, as a program would run.
      if (last_async_) {
        check(iree_hal_fence_wait(
            last_async_, iree_hal_make_deadline(IREE_HAL_TIME_INFINITE_FUTURE)));
        iree_hal_fence_release(last_async_);
        last_async_ = nullptr;
      }
      check(iree_runtime_session_call_sync(session_, &function, inputs.list,
                                           outputs.list));
    }
    return convertResults(outputs.list);
  }

  // Calls the asynchronous form "NAME$async" with a fresh signal fence and
  // returns without waiting for the device. Its work waits for the previous
  // asynchronous call's (calls of one session run in order).
  std::unique_ptr<PendingCall> callAsync(const std::string& name,
                                         const py::args& args) {
    iree_vm_function_t function = lookup(name + "$async");
    ListPtr inputs = makeInputs(name, function, args, /*fences=*/2);
    ListPtr outputs = makeList(8);
    iree_hal_semaphore_t* semaphore = nullptr;
    check(iree_hal_semaphore_create(iree_runtime_session_device(session_), 0,
                                    &semaphore));
    iree_hal_fence_t* fence = nullptr;
    iree_status_t status = iree_hal_fence_create_at(
        semaphore, 1, iree_runtime_session_host_allocator(session_), &fence);
    iree_hal_semaphore_release(semaphore);
    check(status);
    {
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex_);
      status = iree_runtime_session_call_async(session_, &function,
                                               inputs.list, last_async_,
                                               fence, outputs.list);
      if (iree_status_is_ok(status)) {
        if (last_async_) iree_hal_fence_release(last_async_);
        iree_hal_fence_retain(fence);
        last_async_ = fence;
      }
    }
    if (!iree_status_is_ok(status)) {
      iree_hal_fence_release(fence);
      check(status);
    }
    iree_vm_list_t* list = outputs.list;
    outputs.list = nullptr;
    return std::make_unique<PendingCall>(shared_from_this(), fence, list);
  }

 private:
  // The io_parameters module over |parameters|' files (always there, so
  // that a module loading parameters without them names what is missing).
  iree_status_t createParametersModule(
      const std::vector<std::pair<std::string, std::string>>& parameters,
      iree_allocator_t host_allocator, iree_vm_module_t** out_module) {
    iree_io_parameter_index_t* index = nullptr;
    IREE_RETURN_IF_ERROR(iree_io_parameter_index_create(host_allocator, &index));
    iree_status_t status = iree_ok_status();
    for (const auto& [scope, path] : parameters) {
      status = iree_io_parameter_index_add_file(index, toView(scope),
                                                path.c_str());
      if (!iree_status_is_ok(status)) break;
    }
    if (iree_status_is_ok(status)) {
      status = iree_io_parameters_module_create(
          iree_runtime_instance_vm_instance(instance_->get()), index,
          host_allocator, out_module);
    }
    iree_io_parameter_index_release(index);
    return status;
  }

  iree_status_t load(
      iree_hal_device_t* device, const py::bytes& vmfb,
      const std::vector<std::pair<std::string, std::string>>& parameters) {
    iree_allocator_t host_allocator =
        iree_runtime_instance_host_allocator(instance_->get());
    iree_vm_module_t* parameters_module = nullptr;
    IREE_RETURN_IF_ERROR(
        createParametersModule(parameters, host_allocator, &parameters_module));
    iree_runtime_session_options_t options;
    iree_runtime_session_options_initialize(&options);
    options.module_count = 1;
    options.modules = &parameters_module;
    iree_status_t status = iree_runtime_session_create_with_device(
        instance_->get(), &options, device, host_allocator, &session_);
    iree_vm_module_release(parameters_module);
    IREE_RETURN_IF_ERROR(status);
    // The module reads its FlatBuffer in place and frees this copy.
    std::string_view bytes = vmfb;
    void* data = nullptr;
    IREE_RETURN_IF_ERROR(iree_allocator_malloc(
        iree_allocator_system(), bytes.size() ? bytes.size() : 1, &data));
    std::memcpy(data, bytes.data(), bytes.size());
    status = iree_vm_bytecode_module_create(
        iree_runtime_instance_vm_instance(instance_->get()),
        iree_make_const_byte_span(data, bytes.size()), iree_allocator_system(),
        host_allocator, &module_);
    if (!iree_status_is_ok(status)) {
      iree_allocator_free(iree_allocator_system(), data);
      return status;
    }
    return iree_runtime_session_append_module(session_, module_);
  }

  void release() {
    if (last_async_) iree_hal_fence_release(last_async_);
    if (module_) iree_vm_module_release(module_);
    if (session_) iree_runtime_session_release(session_);
    last_async_ = nullptr;
    module_ = nullptr;
    session_ = nullptr;
  }

  iree_vm_function_t lookup(const std::string& name) {
    iree_vm_function_t function;
    iree_status_t status =
        iree_vm_module_lookup_function(module_, toView(name), &function);
    if (iree_status_code(status) == IREE_STATUS_NOT_FOUND) {
      iree_status_free(status);
      std::string names;
      for (auto& [export_name, cconv] : functions())
        names += (names.empty() ? "" : ", ") + export_name;
      throw py::attribute_error("module '" + moduleName() + "' has no function '" +
                                name + "'; it has: " + names);
    }
    check(status);
    return function;
  }

  ListPtr makeList(iree_host_size_t capacity) {
    ListPtr list;
    check(iree_vm_list_create(iree_vm_make_variant_type_def(), capacity,
                              iree_runtime_session_host_allocator(session_),
                              &list.list));
    return list;
  }

  // Converts |args| to the function's arguments (all but the last |fences|
  // of its calling convention, which the call adds).
  ListPtr makeInputs(const std::string& name, iree_vm_function_t function,
                     const py::args& args, size_t fences) {
    iree_vm_function_signature_t vm_signature;
    check(iree_vm_function_signature(&function, &vm_signature));
    Signature signature = parseSignature(vm_signature.calling_convention);
    if (signature.arguments.size() < fences)
      throw StatusError(name + " has no asynchronous form");
    std::string kinds =
        signature.arguments.substr(0, signature.arguments.size() - fences);
    if (args.size() != kinds.size())
      throw py::type_error(name + "() takes " + std::to_string(kinds.size()) +
                           " arguments (" + std::to_string(args.size()) +
                           " given)");
    ListPtr inputs = makeList(kinds.size() + fences);
    for (size_t i = 0; i < kinds.size(); ++i)
      pushArgument(name, i, kinds[i], args[i], inputs.list);
    return inputs;
  }

  void pushArgument(const std::string& name, size_t index, char kind,
                    py::handle arg, iree_vm_list_t* list) {
    std::string where = name + "() argument " + std::to_string(index);
    if (kind == 'r') {
      iree_vm_ref_t ref =
          iree_hal_buffer_view_move_ref(makeBufferView(where, arg));
      iree_status_t status = iree_vm_list_push_ref_move(list, &ref);
      // A failed push leaves the ref with us.
      if (!iree_status_is_ok(status)) iree_vm_ref_release(&ref);
      check(status);
      return;
    }
    iree_vm_value_t value;
    try {
      value = scalarArgument(where, kind, arg);
    } catch (const py::cast_error&) {
      throw py::type_error(where + " must be a Python number (the function "
                           "takes a scalar), not " +
                           py::str(py::type::of(arg)).cast<std::string>());
    }
    check(iree_vm_list_push_value(list, &value));
  }

  static iree_vm_value_t scalarArgument(const std::string& where, char kind,
                                        py::handle arg) {
    switch (kind) {
      case 'i': {
        long long v = py::cast<long long>(arg);
        if (v < INT32_MIN || v > INT32_MAX)
          throw py::value_error(where + " does not fit in i32");
        return iree_vm_value_make_i32(static_cast<int32_t>(v));
      }
      case 'I': return iree_vm_value_make_i64(py::cast<int64_t>(arg));
      case 'f': return iree_vm_value_make_f32(py::cast<float>(arg));
      case 'F': return iree_vm_value_make_f64(py::cast<double>(arg));
    }
    throw StatusError(where + " has a type Python cannot pass ('" +
                      std::string(1, kind) + "')");
  }

  // A device buffer view holding a copy of the array |arg| (or of
  // numpy.asarray(arg)).
  iree_hal_buffer_view_t* makeBufferView(const std::string& where,
                                         py::handle arg) {
    py::array array = py::array::ensure(arg, py::array::c_style);
    if (!array) {
      PyErr_Clear();
      throw py::type_error(where + " must be a NumPy array (or convertible "
                           "to one), not " +
                           std::string(py::str(py::type::of(arg)).cast<std::string>()));
    }
    // Bytes go to the device as they are: in this machine's byte order.
    if (!array.dtype().attr("isnative").cast<bool>())
      array = array.attr("astype")(array.dtype().attr("newbyteorder")("="));
    iree_hal_element_type_t type = elementTypeOf(array.dtype());
    if (type == IREE_HAL_ELEMENT_TYPE_NONE)
      throw py::type_error(where + " has dtype " +
                           py::str(array.dtype()).cast<std::string>() +
                           ", which has no IREE element type");
    std::vector<iree_hal_dim_t> shape(array.shape(),
                                      array.shape() + array.ndim());
    iree_hal_buffer_params_t params;
    std::memset(&params, 0, sizeof(params));
    params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
    params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    iree_hal_buffer_view_t* view = nullptr;
    check(iree_hal_buffer_view_allocate_buffer_copy(
        iree_runtime_session_device(session_),
        iree_runtime_session_device_allocator(session_), shape.size(),
        shape.data(), type, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
        iree_make_const_byte_span(array.data(),
                                  static_cast<iree_host_size_t>(array.nbytes())),
        &view));
    return view;
  }

  std::shared_ptr<Instance> instance_;
  iree_runtime_session_t* session_ = nullptr;
  iree_vm_module_t* module_ = nullptr;
  // The signal fence of the last asynchronous call (null when none, or
  // when a synchronous call has waited for it).
  iree_hal_fence_t* last_async_ = nullptr;
  // Sessions are not thread-safe; Python threads may call at once (the GIL
  // is released during calls).
  std::mutex mutex_;
};

py::list PendingCall::wait() {
  {
    py::gil_scoped_release release;
    check(iree_hal_fence_wait(
        fence_, iree_hal_make_deadline(IREE_HAL_TIME_INFINITE_FUTURE)));
  }
  return convertResults(outputs_.list);
}

}  // namespace

PYBIND11_MODULE(_runtime, m) {
  m.doc() = "IREE runtime: load .vmfb modules and call them with NumPy arrays";
  py::register_exception<StatusError>(m, "RuntimeError", PyExc_RuntimeError);
  py::module_::import("atexit").attr("register")(
      py::cpp_function([]() { instanceSlot().reset(); }));
  py::class_<Session, std::shared_ptr<Session>>(m, "Session")
      .def(py::init<const std::string&, const py::bytes&,
                    const std::vector<std::pair<std::string, std::string>>&>(),
           py::arg("device"), py::arg("vmfb"), py::arg("parameters"))
      .def_property_readonly("module_name", &Session::moduleName)
      .def("functions", &Session::functions)
      .def("call", &Session::call)
      .def("call_async", &Session::callAsync);
  py::class_<PendingCall>(m, "PendingCall")
      .def("ready", &PendingCall::ready)
      .def("wait", &PendingCall::wait);
}
