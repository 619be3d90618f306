//===- LibraryBuilder.cpp - The executable ABI in LLVM IR -----------------===//

#include "compiler/Dialect/HAL/Target/LLVMCPU/LibraryBuilder.h"

#include "mlir/Support/LLVM.h"
#include "llvm/IR/IRBuilder.h"

namespace mlir::iree_compiler::IREE::HAL {

namespace {

// Layouts of executable_library.h on 64-bit targets.
constexpr uint32_t kLibraryMagic = 0x4C485249;  // "IRHL"
constexpr uint32_t kLibraryVersion = 1;
constexpr unsigned kDispatchStateConstantsOffset = 32;
constexpr unsigned kDispatchStateBindingPtrsOffset = 48;
constexpr unsigned kWorkgroupStateLocalMemoryOffset = 16;

/// `int entry(const env*, const dispatch_state*, const workgroup_state*)`:
/// loads the binding pointers, push constants, local memory and workgroup id
/// and calls the kernel.
llvm::Function *createEntryPoint(llvm::Module &module, const LibraryExport &e) {
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *ptrType = llvm::PointerType::getUnqual(context);
  llvm::Type *i32Type = llvm::Type::getInt32Ty(context);
  llvm::Type *i64Type = llvm::Type::getInt64Ty(context);
  auto *type = llvm::FunctionType::get(i32Type, {ptrType, ptrType, ptrType},
                                       /*isVarArg=*/false);
  auto *entry = llvm::Function::Create(type, llvm::GlobalValue::InternalLinkage,
                                       e.name, module);
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", entry));
  llvm::Value *dispatchState = entry->getArg(1);
  llvm::Value *workgroupState = entry->getArg(2);
  llvm::Value *bindingPtrs = builder.CreateLoad(
      ptrType, builder.CreateConstInBoundsGEP1_64(
                   builder.getInt8Ty(), dispatchState,
                   kDispatchStateBindingPtrsOffset));
  SmallVector<llvm::Value *> args;
  for (unsigned i = 0; i < e.bindingCount; ++i)
    args.push_back(builder.CreateLoad(
        ptrType, builder.CreateConstInBoundsGEP1_64(ptrType, bindingPtrs, i)));
  if (e.constantCount) {
    llvm::Value *constants = builder.CreateLoad(
        ptrType, builder.CreateConstInBoundsGEP1_64(
                     builder.getInt8Ty(), dispatchState,
                     kDispatchStateConstantsOffset));
    for (unsigned i = 0; i < e.constantCount; ++i)
      args.push_back(builder.CreateLoad(
          i32Type, builder.CreateConstInBoundsGEP1_64(i32Type, constants, i)));
  }
  if (e.localMemoryBytes)
    args.push_back(builder.CreateLoad(
        ptrType, builder.CreateConstInBoundsGEP1_64(
                     builder.getInt8Ty(), workgroupState,
                     kWorkgroupStateLocalMemoryOffset)));
  for (unsigned i = 0; i < 3; ++i)
    args.push_back(builder.CreateZExt(
        builder.CreateLoad(i32Type, builder.CreateConstInBoundsGEP1_64(
                                        i32Type, workgroupState, i)),
        i64Type));
  builder.CreateCall(e.impl, args);
  builder.CreateRet(builder.getInt32(0));
  return entry;
}

/// An empty body for the libcall |name| of |type|, or null where the module
/// defines it already. Hidden, not internal: the backend's libcalls must
/// bind to it.
llvm::Function *createBuiltin(llvm::Module &module, StringRef name,
                              llvm::FunctionType *type) {
  if (llvm::Function *existing = module.getFunction(name))
    if (!existing->isDeclaration()) return nullptr;
  llvm::Function *func = llvm::cast<llvm::Function>(
      module.getOrInsertFunction(name, type).getCallee());
  func->setLinkage(llvm::GlobalValue::ExternalLinkage);
  func->setVisibility(llvm::GlobalValue::HiddenVisibility);
  func->addFnAttr("no-builtins");
  func->addFnAttr(llvm::Attribute::NoInline);
  return func;
}

/// Byte-wise memcpy/memmove/memset: code generation may emit calls to them
/// and the shared object links no C library.
void defineMemoryBuiltins(llvm::Module &module) {
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *ptrType = llvm::PointerType::getUnqual(context);
  llvm::Type *i8Type = llvm::Type::getInt8Ty(context);
  llvm::Type *i32Type = llvm::Type::getInt32Ty(context);
  llvm::Type *i64Type = llvm::Type::getInt64Ty(context);
  auto define = [&](StringRef name, llvm::Type *valueType, bool isMove) {
    llvm::Function *func = createBuiltin(
        module, name,
        llvm::FunctionType::get(ptrType, {ptrType, valueType, i64Type},
                                /*isVarArg=*/false));
    if (!func) return;
    llvm::BasicBlock *entry = llvm::BasicBlock::Create(context, "entry", func);
    llvm::BasicBlock *loop = llvm::BasicBlock::Create(context, "loop", func);
    llvm::BasicBlock *exit = llvm::BasicBlock::Create(context, "exit", func);
    llvm::IRBuilder<> builder(entry);
    llvm::Value *dst = func->getArg(0), *src = func->getArg(1),
                *count = func->getArg(2);
    // memmove copies backwards when the destination lies above the source.
    llvm::Value *backwards =
        isMove ? builder.CreateICmpUGT(builder.CreatePtrToInt(dst, i64Type),
                                       builder.CreatePtrToInt(src, i64Type))
               : builder.getFalse();
    builder.CreateCondBr(builder.CreateICmpEQ(count, builder.getInt64(0)), exit,
                         loop);
    builder.SetInsertPoint(loop);
    llvm::PHINode *i = builder.CreatePHI(i64Type, 2);
    i->addIncoming(builder.getInt64(0), entry);
    llvm::Value *index = builder.CreateSelect(
        backwards, builder.CreateSub(builder.CreateSub(count, i), builder.getInt64(1)), i);
    llvm::Value *byte =
        valueType == i32Type
            ? builder.CreateTrunc(src, i8Type)
            : builder.CreateLoad(i8Type, builder.CreateGEP(i8Type, src, index));
    builder.CreateStore(byte, builder.CreateGEP(i8Type, dst, index));
    llvm::Value *next = builder.CreateAdd(i, builder.getInt64(1));
    i->addIncoming(next, loop);
    builder.CreateCondBr(builder.CreateICmpEQ(next, count), exit, loop);
    builder.SetInsertPoint(exit);
    builder.CreateRet(dst);
  };
  define("memcpy", ptrType, /*isMove=*/false);
  define("memmove", ptrType, /*isMove=*/true);
  define("memset", i32Type, /*isMove=*/false);
}

/// f32 -> bf16 rounding to nearest even (NaNs quieted), compiler-rt's
/// `__truncsfbf2`: our conversions are integer code already, but on CPUs
/// without bf16 instructions LLVM itself promotes some bf16 vector ops (a
/// select InstCombine moved past a bitcast) to f32 and rounds back through
/// this libcall.
void defineHalfConversionBuiltins(llvm::Module &module) {
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *i16Type = llvm::Type::getInt16Ty(context);
  llvm::Type *i32Type = llvm::Type::getInt32Ty(context);
  llvm::Function *func = createBuiltin(
      module, "__truncsfbf2",
      llvm::FunctionType::get(llvm::Type::getBFloatTy(context),
                              {llvm::Type::getFloatTy(context)},
                              /*isVarArg=*/false));
  if (!func) return;
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", func));
  llvm::Value *value = func->getArg(0);
  llvm::Value *bits = builder.CreateBitCast(value, i32Type);
  llvm::Value *high = builder.CreateLShr(bits, 16);
  llvm::Value *rounded = builder.CreateLShr(
      builder.CreateAdd(builder.CreateAdd(bits, builder.getInt32(0x7fff)),
                        builder.CreateAnd(high, 1)),
      16);
  llvm::Value *quietNaN = builder.CreateOr(high, 0x40);
  llvm::Value *result = builder.CreateSelect(
      builder.CreateFCmpUNO(value, value), quietNaN, rounded);
  builder.CreateRet(builder.CreateBitCast(
      builder.CreateTrunc(result, i16Type), llvm::Type::getBFloatTy(context)));
}

} // namespace

void buildExecutableLibrary(llvm::Module &module, llvm::StringRef libraryName,
                            llvm::ArrayRef<LibraryExport> exports) {
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *ptrType = llvm::PointerType::getUnqual(context);
  llvm::Type *i32Type = llvm::Type::getInt32Ty(context);
  for (llvm::Function &func : module)
    if (!func.isDeclaration()) func.setLinkage(llvm::GlobalValue::InternalLinkage);
  defineMemoryBuiltins(module);
  defineHalfConversionBuiltins(module);

  auto *exportType = llvm::StructType::get(
      context, {ptrType, ptrType, i32Type, i32Type,
                llvm::ArrayType::get(i32Type, 3)});
  auto *headerType = llvm::StructType::get(context, {i32Type, i32Type, ptrType});
  auto *libraryType =
      llvm::StructType::get(context, {headerType, i32Type, ptrType, ptrType});
  auto makeString = [&](StringRef text, const Twine &name) -> llvm::Constant * {
    auto *init = llvm::ConstantDataArray::getString(context, text);
    return new llvm::GlobalVariable(module, init->getType(), /*isConstant=*/true,
                                    llvm::GlobalValue::PrivateLinkage, init, name);
  };

  SmallVector<llvm::Constant *> exportEntries, localMemorySizes;
  bool anyLocalMemory = false;
  for (const LibraryExport &e : exports) {
    localMemorySizes.push_back(
        llvm::ConstantInt::get(i32Type, e.localMemoryBytes));
    anyLocalMemory |= e.localMemoryBytes != 0;
    llvm::Function *entry = createEntryPoint(module, e);
    llvm::Constant *one = llvm::ConstantInt::get(i32Type, 1);
    exportEntries.push_back(llvm::ConstantStruct::get(
        exportType,
        {makeString(e.name, e.name + ".name"), entry,
         llvm::ConstantInt::get(i32Type, e.constantCount),
         llvm::ConstantInt::get(i32Type, e.bindingCount),
         llvm::ConstantArray::get(llvm::ArrayType::get(i32Type, 3),
                                  {one, one, one})}));
  }
  auto *exportsArrayType = llvm::ArrayType::get(exportType, exportEntries.size());
  auto *exportTable = new llvm::GlobalVariable(
      module, exportsArrayType, /*isConstant=*/true,
      llvm::GlobalValue::PrivateLinkage,
      llvm::ConstantArray::get(exportsArrayType, exportEntries), "exports");
  llvm::Constant *localMemoryTable = llvm::ConstantPointerNull::get(
      llvm::PointerType::getUnqual(context));
  if (anyLocalMemory) {
    auto *sizesType = llvm::ArrayType::get(i32Type, localMemorySizes.size());
    localMemoryTable = new llvm::GlobalVariable(
        module, sizesType, /*isConstant=*/true,
        llvm::GlobalValue::PrivateLinkage,
        llvm::ConstantArray::get(sizesType, localMemorySizes),
        "local_memory_sizes");
  }
  auto *library = new llvm::GlobalVariable(
      module, libraryType, /*isConstant=*/true,
      llvm::GlobalValue::PrivateLinkage,
      llvm::ConstantStruct::get(
          libraryType,
          {llvm::ConstantStruct::get(
               headerType, {llvm::ConstantInt::get(i32Type, kLibraryMagic),
                            llvm::ConstantInt::get(i32Type, kLibraryVersion),
                            makeString(libraryName, "library.name")}),
           llvm::ConstantInt::get(i32Type, exportEntries.size()), exportTable,
           localMemoryTable}),
      "library");

  // The query answers NULL to runtimes that only know older versions.
  auto *queryType = llvm::FunctionType::get(ptrType, {i32Type, ptrType},
                                            /*isVarArg=*/false);
  auto *query = llvm::Function::Create(queryType,
                                       llvm::GlobalValue::ExternalLinkage,
                                       "iree_hal_executable_library_query", module);
  query->setVisibility(llvm::GlobalValue::DefaultVisibility);
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", query));
  llvm::Value *supported = builder.CreateICmpUGE(
      query->getArg(0), builder.getInt32(kLibraryVersion));
  builder.CreateRet(builder.CreateSelect(
      supported, library, llvm::ConstantPointerNull::get(
                              llvm::PointerType::getUnqual(context))));
}

} // namespace mlir::iree_compiler::IREE::HAL
